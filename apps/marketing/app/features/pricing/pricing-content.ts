export interface PricingPlan {
  name: string
  price: string
  /** Shown after the price; absent for a custom price. */
  period?: string
  summary: string
  /**
   * Shown above the features: what they are (each plan adds its features to the previous one's). Every plan has
   * one, so the three lists start level.
   */
  featuresIntro: string
  features: readonly string[]
  highlighted: boolean
  cta: { label: string; kind: 'early-access' } | { label: string; kind: 'demo' }
}

/**
 * Free £0, Pro £29 and Scale at a custom price, each adding to the one before. The Pro card lists the
 * Leaderboard while the FAQ below calls it a Scale feature: the product states both, so both stay.
 */
export const pricingPlans: readonly PricingPlan[] = [
  {
    name: 'Free',
    price: '£0',
    period: 'per month',
    summary: 'Everything you need to know where your startup stands.',
    featuresIntro: 'Includes',
    features: [
      '1 startup profile',
      'Initial Vibe Score',
      'Weekly rescoring',
      'Weekly insights',
      'AI Cofounder Strategist',
    ],
    highlighted: false,
    cta: { label: 'Start Free', kind: 'early-access' },
  },
  {
    name: 'Pro',
    price: '£29',
    period: 'per month',
    summary: 'For founders who want to see every trend and act on it.',
    featuresIntro: 'Everything in Free, plus',
    features: [
      'Full health dynamics',
      'Trends dynamics',
      'Leaderboard',
      'Idea Space Validation agent',
      'Competitor Insights agent',
    ],
    highlighted: true,
    cta: { label: 'Get Pro', kind: 'early-access' },
  },
  {
    name: 'Scale',
    price: 'Custom',
    summary: 'For accelerators, funds and teams running many startups.',
    featuresIntro: 'Everything in Pro, plus',
    features: ['Custom reporting', 'Custom dashboards', 'Benchmarking', 'Full AI agent team'],
    highlighted: false,
    cta: { label: 'Book a Demo', kind: 'demo' },
  },
]

export interface FaqItem {
  question: string
  answer: string
}

/** The seven pricing questions (one open at a time on the page). */
export const pricingFaq: readonly FaqItem[] = [
  {
    question: 'What is the Vibe Score?',
    answer:
      "The Vibe Score is your startup's health score. It is calculated from more than 100 parameters across team, product, market, traction and business, updated daily, and comes with weekly insights on what to improve next.",
  },
  {
    question: 'Is the Free plan really free?',
    answer:
      'Yes. The Free plan costs £0 per month with no card required. It includes one startup profile, your initial Vibe Score, weekly rescoring, weekly insights and the AI Cofounder Strategist.',
  },
  {
    question: 'What does the AI Cofounder Strategist do?',
    answer:
      'It is a 24/7 startup advisor that knows your numbers. Ask it about fundraising, pricing, hiring or product strategy and it answers with advice grounded in your own data, then turns the advice into weekly objectives.',
  },
  {
    question: 'What do the Idea Space Validation and Competitor Insights agents do?',
    answer:
      'Available on Pro, the Idea Space Validation agent tests your assumptions against market signals, and the Competitor Insights agent tracks competitors and tells you when something changes that matters to you.',
  },
  {
    question: 'What is the Leaderboard?',
    answer:
      'The Leaderboard ranks startups by Vibe Score so you can see how you compare with companies at your stage. It is part of the Scale plan, together with benchmarking, custom reporting and custom dashboards.',
  },
  {
    question: 'Can I change or cancel my plan at any time?',
    answer:
      'Yes. You can upgrade, downgrade or cancel whenever you like. Changes take effect from your next billing period and you keep your data and score history on every plan.',
  },
  {
    question: 'Who can see my data?',
    answer:
      'Only you and the people you invite. Investors see your Vibe Score only when you choose to share it, and we never sell your data. Read the Privacy Policy for the details.',
  },
]
