import { Button } from '@app/ui/components/button'
import { RETURN_HOME } from '@app/ui/lib/chrome-text'
import { Home } from 'lucide-react'
import type * as React from 'react'
import { WaitlistHeader } from './waitlist-header'

type ThankYouLayoutProps = {
  icon: React.ReactNode
  children: React.ReactNode
}

/** The card both thank-you pages share, ending in the Return Home button to /. */
function ThankYouLayout({ icon, children }: ThankYouLayoutProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-112 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-accent-100),transparent)]"
      />
      <WaitlistHeader showBackHome={false} />
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:px-6 sm:pt-0">
        <div className="grid w-full max-w-xl justify-items-center gap-6 text-pretty rounded-3xl border border-border bg-card px-6 py-10 text-center shadow-card sm:px-12 sm:py-12">
          <div className="flex size-16 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-accent-600/30 shadow-lg">
            {icon}
          </div>
          {children}
          <Button asChild size="lg" className="mt-2 w-full sm:w-auto">
            <a href="/">
              <Home className="size-5" aria-hidden="true" />
              {RETURN_HOME}
            </a>
          </Button>
        </div>
      </main>
    </div>
  )
}

export { ThankYouLayout }
