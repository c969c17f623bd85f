import { BRAND_NAME } from '@app/site-config/brand'
import { Logo } from '@app/ui/components/logo'
import { ArrowLeft } from 'lucide-react'

/** The minimal header of the form flow: the logo links home, and so does "Back Home". */
function WaitlistHeader({ showBackHome = true }: { showBackHome?: boolean }) {
  return (
    <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
      {/* The name includes the visible wordmark, so speech users can say what they see. */}
      <a href="/" aria-label={`${BRAND_NAME} home`} className="rounded-lg">
        <Logo />
      </a>
      {showBackHome ? (
        <a
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back Home
        </a>
      ) : null}
    </header>
  )
}

export { WaitlistHeader }
