import type { CarouselSlide } from '../types.ts'

/**
 * The five hero carousel slides of the landing page (docs/routes.md). `image` is the base name under the
 * marketing app's public folder; the app's capture script writes sized AVIF and WebP files next to it from the
 * preview screens. `imageAlt` speaks of what both pictures, the phone's and the desktop's, show (the cards each
 * keeps: apps/marketing/scripts/slide-sources.ts); the phone's keeps less.
 */
export const heroSlides = [
  {
    title: 'Startup Health Score',
    description: "Track your startup's health with a comprehensive score analysis.",
    image: '/slides/health-score',
    imageAlt: 'The founder dashboard’s Startup Health Score card: the Vibe Score ring and this week’s gain',
  },
  {
    title: 'AI Coach',
    description: 'Get personalized guidance from your AI startup coach.',
    image: '/slides/ai-coach',
    imageAlt:
      'The AI Cofounder screen’s Ask Your Cofounder chat: the coach’s greeting and suggested questions',
  },
  {
    title: 'Milestones & Progress',
    description: 'Track your achievements and the areas to improve.',
    image: '/slides/milestones',
    imageAlt: 'The Progress screen’s Milestones card: the milestones reached in June and those ahead',
  },
  {
    title: 'My Portfolio',
    description: 'Manage your startup investments in one place.',
    image: '/slides/portfolio',
    imageAlt:
      'The My Portfolio screen: Arcadia Robotics’ card, with the amount invested, the date and its Vibe Score',
  },
  {
    title: 'Investment Opportunities',
    description: 'Discover promising startups that match your investment criteria.',
    image: '/slides/opportunities',
    imageAlt:
      'The Discover screen: Synapse Scribe’s card, with its sector, stage, Vibe Score and the amount it is raising',
  },
] as const satisfies readonly CarouselSlide[]

/** The slides' image base names: the capture script's table of what each slide shows is keyed by them. */
export type HeroSlideImage = (typeof heroSlides)[number]['image']
