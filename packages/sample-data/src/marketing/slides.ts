import type { CarouselSlide } from '../types.ts'

/**
 * The five hero carousel slides of the landing page (docs/routes.md). `image` is the base name under the
 * marketing app's public folder; the app's capture script writes sized AVIF and WebP files next to it from the
 * preview screens.
 */
export const heroSlides = [
  {
    title: 'Startup Health Score',
    description: "Track your startup's health with a comprehensive score analysis.",
    image: '/slides/health-score',
    imageAlt: 'Founder dashboard with the Vibe Score ring, key metrics and today’s priority',
  },
  {
    title: 'AI Coach',
    description: 'Get personalized guidance from your AI startup coach.',
    image: '/slides/ai-coach',
    imageAlt: 'AI Cofounder chat with cofounder topics and saved advice',
  },
  {
    title: 'Milestones & Progress',
    description: 'Track your achievements and the areas to improve.',
    image: '/slides/milestones',
    imageAlt: 'Progress page with the Vibe Score trend, score breakdown and milestones',
  },
  {
    title: 'My Portfolio',
    description: 'Manage your startup investments in one place.',
    image: '/slides/portfolio',
    imageAlt: 'Investor portfolio with totals, company cards and Vibe Scores',
  },
  {
    title: 'Investment Opportunities',
    description: 'Discover promising startups that match your investment criteria.',
    image: '/slides/opportunities',
    imageAlt: 'Investor discover page with startup cards, stages and amounts raising',
  },
] as const satisfies readonly CarouselSlide[]

/** The slides' image base names: the capture script's table of what each slide shows is keyed by them. */
export type HeroSlideImage = (typeof heroSlides)[number]['image']
