import { siteContent } from '@app/site-content'
import { cn } from '@app/ui/lib/utils'
import { Pause, Play } from 'lucide-react'
import { ContentImage } from '../site-content/content-image'
import { SampleBadge } from '../site-content/sample-badge'

/**
 * One set of partner logos (or their wordmarks). The marquee shows the set twice so the band loops without a gap; the copy
 * is hidden from assistive technology and the tab order so every partner is announced and reached once. A set is
 * at least as wide as the screen, its logos spread evenly, so on a screen wider than six logos the band, which
 * moves by one set per loop, never runs out before it starts again. Standing still, the set wraps within 48rem:
 * three logos a row (two on a narrow tablet), so the six make even rows instead of five and one left alone.
 */
function LogoSet({ copy }: { copy: boolean }) {
  return (
    <ul
      className={cn(
        'flex min-w-screen shrink-0 justify-around gap-4 pr-4 band-still:min-w-0 band-still:max-w-3xl band-still:shrink band-still:flex-wrap band-still:justify-center band-still:px-4',
        copy && 'band-still:hidden',
      )}
      aria-hidden={copy ? true : undefined}
    >
      {siteContent.partners.map((partner, index) => (
        <li key={partner.name} className="w-56 shrink-0">
          <a
            href={partner.url}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
            className="relative flex h-20 items-center justify-center rounded-xl border border-border bg-card px-6 font-semibold text-lg text-muted-foreground tracking-tight shadow-card transition-colors hover:border-accent-300 hover:text-foreground"
          >
            {/* The wordmark stands in for a missing logo; the logo's alt text is the partner's name. */}
            <ContentImage
              image={partner.logo}
              fallback={
                <span className="flex size-full items-center justify-center text-center">{partner.name}</span>
              }
              className="h-12 w-40"
              imageClassName="object-contain"
            />
            <SampleBadge
              fact={`partners.${index}`}
              className="absolute top-1.5 right-1.5 px-1.5 py-0 text-[0.6875rem]"
            />
            {copy ? null : <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Moving content needs a way to stop it (WCAG 2.2.2), for a phone too, which cannot hover. A native checkbox:
 * it holds the band from the first paint, with or without JavaScript. Under reduced motion nothing moves.
 */
function PauseLogos() {
  return (
    <label className="mx-auto mt-4 flex w-fit cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground has-checked:bg-muted has-checked:text-foreground has-focus-visible:outline-2 has-focus-visible:outline-(--focus-ring) has-focus-visible:outline-offset-2 has-focus-visible:shadow-[0_0_0_2px_var(--focus-ring-inner)] motion-reduce:hidden">
      <input type="checkbox" className="peer sr-only" />
      <Pause className="size-4 peer-checked:hidden" aria-hidden="true" />
      <Play className="hidden size-4 peer-checked:block" aria-hidden="true" />
      Pause logos
    </label>
  )
}

export function LogoStrip() {
  return (
    <section aria-labelledby="partners-heading" className="group/partners py-16 md:py-20">
      <h2 id="partners-heading" className="px-4 text-center font-semibold text-muted-foreground text-sm">
        Trusted by Early-Stage Startups
      </h2>
      {/* Pauses on hover so a partner can be picked, and while Pause logos is ticked; stands still, one set,
          under reduced motion and while the keyboard is on it (the `band-still:` variant, app.css). Only the
          sideways overflow is cut (the loop's second set): cutting the vertical too cut off the focus ring of
          the top and bottom rows of logos, which reaches 4px past a logo's edge. */}
      <div
        data-slot="logo-band"
        className="group relative mt-8 overflow-x-clip [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] band-still:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-has-checked/partners:[animation-play-state:paused] band-still:w-full band-still:animate-none band-still:justify-center">
          <LogoSet copy={false} />
          <LogoSet copy />
        </div>
      </div>
      <PauseLogos />
    </section>
  )
}
