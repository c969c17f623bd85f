import { BRAND_TAGLINE } from '@app/site-config/brand'
import { EarlyAccessBand } from '../components/early-access-band'
import { RenderedWhenNear } from '../components/rendered-when-near'
import { pageMeta } from '../components/seo'
import { FeaturesSection } from '../features/landing/features-section'
import { HeroSection } from '../features/landing/hero-section'
import { HowItWorksSection } from '../features/landing/how-it-works-section'
import { LogoStrip } from '../features/landing/logo-strip'
import { TwoSidesSection } from '../features/landing/two-sides-section'
import { UsedInSection } from '../features/landing/used-in-section'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: BRAND_TAGLINE,
    description:
      'A startup health score updated daily from 100+ parameters, an AI cofounder and a team of AI agents that help founders grow and get funded — and give investors a clear signal.',
    path: '/',
  })

export default function Home() {
  return (
    <>
      <HeroSection />
      <RenderedWhenNear>
        <LogoStrip />
      </RenderedWhenNear>
      <RenderedWhenNear>
        <FeaturesSection />
      </RenderedWhenNear>
      <RenderedWhenNear>
        <HowItWorksSection />
      </RenderedWhenNear>
      <RenderedWhenNear>
        <TwoSidesSection />
      </RenderedWhenNear>
      <RenderedWhenNear>
        <UsedInSection />
      </RenderedWhenNear>
      <RenderedWhenNear>
        <EarlyAccessBand />
      </RenderedWhenNear>
    </>
  )
}
