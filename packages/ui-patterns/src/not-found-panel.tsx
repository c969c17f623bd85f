import { buttonVariants } from '@app/ui/components/button'
import { Compass } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

type NotFoundPanelProps = {
  title?: React.ReactNode
  description?: React.ReactNode
  homeHref: string
  homeLabel: string
}

function NotFoundPanel({
  title = 'Oops! Page not found',
  description = 'The page you are looking for does not exist or has moved.',
  homeHref,
  homeLabel,
}: NotFoundPanelProps) {
  return (
    <div
      data-slot="not-found-panel"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-14 text-center shadow-card"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-gradient-brand text-white shadow-accent-600/25 shadow-md">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="font-semibold text-accent-700 text-sm tracking-wider">404</p>
      <h1 className="text-balance font-bold text-2xl text-foreground tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-pretty text-muted-foreground">{description}</p>
      <Link to={homeHref} className={buttonVariants({ className: 'mt-2' })}>
        {homeLabel}
      </Link>
    </div>
  )
}

export type { NotFoundPanelProps }
export { NotFoundPanel }
