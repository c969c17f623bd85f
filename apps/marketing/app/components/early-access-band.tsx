import { EARLY_ACCESS_PATH } from '@app/site-config'
import { buttonVariants } from '@app/ui/components/button'
import { cn } from '@app/ui/lib/utils'
import { ArrowRight } from 'lucide-react'
import { onGradientPrimary } from './on-gradient'

interface EarlyAccessBandProps {
  title?: string
  description?: string
}

/**
 * The closing call to action repeated at the end of long pages, so a visitor who read to the end need not
 * scroll back up.
 */
export function EarlyAccessBand({
  title = 'Ready to see your Vibe Score?',
  description = "We're in closed beta. Join the invite list and be among the first founders to get in.",
}: EarlyAccessBandProps) {
  return (
    <section aria-labelledby="early-access-band-heading" className="px-4 pb-16 sm:px-6 md:pb-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl surface-gradient-brand px-6 py-12 text-center shadow-card-hover sm:px-12 sm:py-16">
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,oklch(1_0_0/0.2),transparent)]"
          aria-hidden="true"
        />
        <h2
          id="early-access-band-heading"
          className="font-bold text-3xl text-white tracking-tight sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-white/90">{description}</p>
        <a href={EARLY_ACCESS_PATH} className={cn(buttonVariants({ size: 'lg' }), onGradientPrimary, 'mt-8')}>
          Get Early Access
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  )
}
