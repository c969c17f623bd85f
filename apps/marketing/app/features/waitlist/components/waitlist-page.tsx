import type * as React from 'react'
import type { QrCode } from '../qr-code'
import type { ThankYouPath } from '../thank-you-state'
import { QrCodeCard } from './qr-code-card'
import { ThankYouPrefetch } from './thank-you-prefetch'
import { WaitlistHeader } from './waitlist-header'
import { WaitlistIntro } from './waitlist-intro'

type WaitlistPageProps = {
  qrCode: QrCode
  /** Shown above the header (the event banner). */
  banner?: React.ReactNode
  /** The form. */
  children: React.ReactNode
  /** Where the form leads once its row is stored: fetched ahead while the row is sent. */
  thankYou: ThankYouPath
}

/**
 * Layout of both waitlist pages. Phones (the usual visitor, arriving by QR code) get the form right after
 * the heading; wide screens put a compact aside (heading, promise, QR code) beside the form, sticky, so it
 * stays beside the long survey instead of leaving an empty column.
 */
function WaitlistPage({ qrCode, banner, children, thankYou }: WaitlistPageProps) {
  return (
    <div className="relative isolate min-h-dvh overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-112 bg-[radial-gradient(60%_100%_at_20%_0%,var(--color-accent-100),transparent)]"
      />
      {banner}
      <WaitlistHeader />
      <main className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-16 lg:px-8 lg:pt-12">
        {/* One column below lg: `contents` lets the QR code (order-last) follow the form there. */}
        <div className="contents lg:sticky lg:top-8 lg:grid lg:gap-8 lg:self-start">
          <WaitlistIntro />
          <div className="max-lg:order-last">
            <QrCodeCard qrCode={qrCode} />
          </div>
        </div>
        <div className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-8 lg:self-start">
          {children}
        </div>
      </main>
      <ThankYouPrefetch to={thankYou} />
    </div>
  )
}

export { WaitlistPage }
