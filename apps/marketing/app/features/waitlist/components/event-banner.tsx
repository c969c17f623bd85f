import { CalendarDays } from 'lucide-react'

/** The Web Summit banner of the event survey page, promising the "Top Founder Challenges 2025" report. */
function EventBanner() {
  return (
    <aside aria-label="Web Summit Lisbon 2025" className="surface-gradient-brand text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-1 px-4 py-3 text-center sm:px-6 lg:px-8">
        {/* The icon is inline, so on a phone, where the title wraps, it stays at the start of the first line
            instead of hanging at the banner's edge beside a centred block. */}
        <p className="text-balance font-semibold text-sm sm:text-base">
          <CalendarDays className="mr-2 inline size-4 align-[-0.125em]" aria-hidden="true" />
          Web Summit Lisbon 2025 Special • Quick 30-60s Survey
        </p>
        <p className="text-balance text-sm text-white/90">
          Share your challenges and get our{' '}
          <strong className="font-semibold">Top Founder Challenges 2025</strong> report.
        </p>
      </div>
    </aside>
  )
}

export { EventBanner }
