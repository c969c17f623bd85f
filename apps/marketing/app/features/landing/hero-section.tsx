import { EARLY_ACCESS_PATH } from '@app/site-config'
import { BRAND_TAGLINE } from '@app/site-config/brand'
import { buttonVariants } from '@app/ui/components/button'
import { cn } from '@app/ui/lib/utils'
import { ArrowRight, Sparkles } from 'lucide-react'
import { onGradientGhost, onGradientPrimary } from '../../components/on-gradient'
import { previewLinks } from '../../components/site-nav'
import HeroCarouselIsland from '../../islands/hero-carousel'
import { CarouselView } from './carousel-view'

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate">
      <div className="relative overflow-hidden surface-gradient-brand pb-40 sm:pb-56">
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,oklch(1_0_0/0.18),transparent)]"
          aria-hidden="true"
        />
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 pt-14 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1 font-medium text-sm text-white">
            <Sparkles className="size-4" aria-hidden="true" />
            Now in closed beta
          </p>
          <h1
            id="hero-heading"
            className="mt-6 max-w-4xl font-bold text-4xl text-white tracking-tight sm:text-5xl lg:text-6xl"
          >
            {BRAND_TAGLINE}
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-lg text-white/90 leading-relaxed sm:text-xl">
            A daily health score for your startup and an AI cofounder that tells you what to do next — so you
            build what matters and get funded faster.
          </p>
          <div className="mt-8 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
            <a
              href={EARLY_ACCESS_PATH}
              className={cn(buttonVariants({ size: 'lg' }), onGradientPrimary, 'w-full sm:w-auto')}
            >
              Get Early Access
              <ArrowRight aria-hidden="true" />
            </a>
            {/* The pair is 326 px wide: on a 320 px phone it takes two lines rather than run past both edges. */}
            <div className="flex flex-wrap justify-center gap-1">
              {previewLinks.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }), onGradientGhost, 'px-4')}
                >
                  {link.label}
                </a>
              ))}
            </div>
          </div>
          <p className="mt-5 text-pretty text-sm text-white/90">
            We're in closed beta — join the invite list to be among the first founders in.
          </p>
        </div>
      </div>

      {/* Positioned like the gradient above it, so it is painted over the gradient, not under it. */}
      <div className="relative mx-auto -mt-32 max-w-7xl px-4 sm:-mt-44 sm:px-6 lg:px-8">
        <div className="mx-auto w-full max-w-5xl rounded-3xl border border-border bg-card p-3 shadow-card-hover sm:p-5">
          <HeroCarouselIsland>
            <CarouselView />
          </HeroCarouselIsland>
        </div>
      </div>
    </section>
  )
}
