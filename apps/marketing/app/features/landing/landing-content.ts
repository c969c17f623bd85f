import {
  BookOpen,
  Bot,
  ChartLine,
  ClipboardList,
  Gauge,
  Handshake,
  type LucideIcon,
  Rocket,
  Users,
  Workflow,
} from 'lucide-react'

export interface Feature {
  title: string
  description: string
  icon: LucideIcon
}

/** The product's founder-facing claims. */
export const founderFeatures: readonly Feature[] = [
  {
    title: 'Vibe Score',
    description:
      'A startup health score updated daily from 100+ parameters, with weekly rescoring and weekly insights.',
    icon: Gauge,
  },
  {
    title: 'AI Cofounder Strategist',
    description: 'Your 24/7 startup advisor: ask anything and get strategy grounded in your own numbers.',
    icon: Bot,
  },
  {
    title: 'A team of AI agents',
    description: 'Weekly objectives and key results, carried out by agents that do the work with you.',
    icon: Workflow,
  },
  {
    title: 'Progress dashboard',
    description: 'Metrics, milestones and the areas to improve — your momentum at a glance.',
    icon: ChartLine,
  },
  {
    title: 'Investor matching',
    description: 'Meet and connect with investors whose thesis fits your stage, sector and market.',
    icon: Handshake,
  },
  {
    title: 'Resource library',
    description: 'Templates, guides and tools, picked for the stage you are at right now.',
    icon: BookOpen,
  },
]

export interface Step {
  title: string
  description: string
  icon: LucideIcon
}

/** The product's three-step flow: onboarding, the founder cockpit, growing and getting funded. */
export const steps: readonly Step[] = [
  {
    title: 'Complete onboarding',
    description:
      'Answer questions on your startup, team, market and business model, and connect your data sources. You get a baseline Vibe Score.',
    icon: ClipboardList,
  },
  {
    title: 'Get your founder cockpit',
    description: 'A personalised, priority-ranked plan — with AI agents executing tasks alongside you.',
    icon: Users,
  },
  {
    title: 'Grow, innovate and get funded',
    description: 'A daily AI co-pilot keeps you moving, and a rising score attracts mentors and investors.',
    icon: Rocket,
  },
]

export const founderBenefits = [
  'Real-time Vibe Score',
  'Validation insights for every assumption',
  'A roadmap ranked by impact',
  'Weekly objectives and reviews',
  'Introductions to investors and mentors',
] as const

export const investorBenefits = [
  'AI deal matching against your thesis',
  'Network scouting beyond your inbox',
  'Phase-specific insights',
  'Benchmarking across comparable startups',
  'Portfolio health monitoring',
] as const

/** The countries the product is already used in by startups (docs/routes.md, landing page). */
export const countries = [
  'United States',
  'United Kingdom',
  'Canada',
  'Ukraine',
  'United Arab Emirates',
  'Germany',
  'Austria',
  'Netherlands',
] as const
