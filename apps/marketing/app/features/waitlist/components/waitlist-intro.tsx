import { Bot, Gauge, Handshake } from 'lucide-react'

// What joining gets a founder, in the words of the product's founder-facing claims.
const perks = [
  { icon: Gauge, text: 'Your Vibe Score, updated daily from 100+ parameters' },
  { icon: Bot, text: 'An AI cofounder strategist and a team of AI agents' },
  { icon: Handshake, text: 'Investor matching as your score rises' },
] as const

/** Heading and promise shared by both waitlist pages (docs/waitlist.md, "The pages"). */
function WaitlistIntro() {
  return (
    <div className="grid gap-5">
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-700 text-xs ring-1 ring-accent-200">
        <span className="size-1.5 rounded-full bg-accent-600" aria-hidden="true" />
        Closed beta · invite list
      </p>
      <h1 className="font-bold text-4xl text-foreground tracking-tight sm:text-5xl">Get Early Access</h1>
      <p className="max-w-prose text-lg text-muted-foreground leading-relaxed">
        Join the waitlist to be one of the first to experience the AI-powered startup platform.
      </p>
      <ul className="hidden gap-3 lg:grid">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-foreground text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}

export { WaitlistIntro }
