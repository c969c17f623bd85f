import { buttonVariants } from '@app/ui/components/button'
import { RETURN_HOME } from '@app/ui/lib/chrome-text'
import { Compass } from 'lucide-react'
import type * as React from 'react'

/** What the marketing site's not-found page says under its heading; its page description says the same. */
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist or has moved.'

type NotFoundPanelProps = {
  description?: React.ReactNode
  /** The site's home page: `/`, or the marketing site's address as a preview app knows it. */
  homeHref?: string
}

/**
 * The not-found page's panel, on the marketing site and in both previews alike: "404", "Oops! Page not found"
 * and Return Home, which leads to the site's home page. It is a plain link, not a router link: inside a preview
 * (whose router starts at /founder or /investor) the home page is another app, loaded as a new page.
 */
function NotFoundPanel({ description = NOT_FOUND_DESCRIPTION, homeHref = '/' }: NotFoundPanelProps) {
  return (
    <div
      data-slot="not-found-panel"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-14 text-center shadow-card"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-gradient-brand text-white shadow-accent-600/25 shadow-md">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="font-semibold text-accent-700 text-sm tracking-wider">404</p>
      <h1 className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="text-pretty text-muted-foreground">{description}</p>
      <a href={homeHref} className={buttonVariants({ className: 'mt-2' })}>
        {RETURN_HOME}
      </a>
    </div>
  )
}

export type { NotFoundPanelProps }
export { NotFoundPanel }
