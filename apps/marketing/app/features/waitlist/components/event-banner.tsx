import { CalendarDays } from 'lucide-react'

/** The Web Summit banner of the event survey page, promising the "Top Founder Challenges 2025" report. */
function EventBanner() {
  return (
    <aside aria-label="Web Summit Lisbon 2025" className="surface-gradient-brand text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-1 px-4 py-3 text-center sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 text-balance font-semibold text-sm sm:text-base">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
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
