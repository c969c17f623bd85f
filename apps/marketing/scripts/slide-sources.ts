import type { HeroSlideImage } from '@app/sample-data/marketing'
import type { AppName } from '@app/site-config'
import type { SlideViewport } from '../app/features/landing/slide-images.ts'

export type PreviewName = Extract<AppName, 'founder-preview' | 'investor-preview'>

/**
 * What each slide of the landing's carousel shows, for `capture-screens.ts`: a preview screen, and per viewport
 * the cards (or sections) kept in the frame, each named by its heading. The frame runs from the app's top bar
 * (and the page heading, when `pageHeader`) down to the last kept element; everything else on the screen is
 * hidden for the shot, so the app lays the kept elements out itself. Every slide is at the screen's own scale
 * and cut where the frame ends (360 × 720 on a phone, 1200 × 800 on a desktop), like the window it imitates: the
 * capture says how much a frame leaves out, so it can keep fewer sections and end on whole ones. `items` keeps the first n entries of a list that
 * holds a kept card (the first startup cards of a grid) or, for a card outside a list, of the card's own list.
 * A heading renamed on its screen would stop the capture: `e2e/tests/marketing/slide-sources.spec.ts` checks
 * each named heading is still there.
 */
export interface SlideFrame {
  show: readonly string[]
  pageHeader?: boolean
  items?: number
}
export interface SlideSource {
  app: PreviewName
  screen: string
  frames: Record<SlideViewport['name'], SlideFrame>
}

export const slideSources: Record<HeroSlideImage, SlideSource> = {
  '/slides/health-score': {
    app: 'founder-preview',
    screen: 'dashboard',
    frames: {
      phone: { show: ['Startup Health Score'] },
      desktop: { show: ['Startup Health Score', 'Improve user activation rate'], pageHeader: true },
    },
  },
  '/slides/ai-coach': {
    app: 'founder-preview',
    screen: 'ai-cofounder',
    frames: {
      phone: { show: ['Ask Your Cofounder'] },
      desktop: { show: ['Ask Your Cofounder', 'Cofounder Topics'] },
    },
  },
  '/slides/milestones': {
    app: 'founder-preview',
    screen: 'progress',
    frames: {
      phone: { show: ['Milestones'], items: 4 },
      desktop: { show: ['Milestones', 'Areas to Improve'] },
    },
  },
  '/slides/portfolio': {
    app: 'investor-preview',
    screen: 'portfolio',
    frames: {
      phone: { show: ['Arcadia Robotics'], pageHeader: true, items: 1 },
      desktop: {
        show: ['Total Invested', 'Avg. Vibe Score', 'Portfolio Companies', 'Arcadia Robotics'],
        pageHeader: true,
        items: 2,
      },
    },
  },
  '/slides/opportunities': {
    app: 'investor-preview',
    screen: 'discover',
    frames: {
      phone: { show: ['Synapse Scribe'], pageHeader: true, items: 1 },
      desktop: { show: ['Synapse Scribe'], pageHeader: true, items: 4 },
    },
  },
}
