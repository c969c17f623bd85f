import type { Resource, SampleEvent } from '../types.ts'

/** The resource library of the Resources screen. */
export const founderResources: Resource[] = [
  {
    id: 1,
    title: 'Pre-Seed Pitch Deck Template',
    type: 'template',
    readTime: '10 min setup',
    description:
      'The 12-slide structure UK seed funds expect, with speaker notes and examples from funded decks.',
    rating: 4.9,
  },
  {
    id: 2,
    title: 'The Founder’s Guide to Product-Market Fit',
    type: 'guide',
    readTime: '18 min read',
    description: 'How to run the Sean Ellis survey, read retention curves and decide when to double down.',
    rating: 4.8,
  },
  {
    id: 3,
    title: 'Unit Economics in 20 Minutes',
    type: 'video',
    readTime: '20 min watch',
    description: 'CAC, LTV and payback explained with a real SaaS model, from a former seed-stage CFO.',
    rating: 4.7,
  },
  {
    id: 4,
    title: 'Why Activation Beats Acquisition at Seed',
    type: 'article',
    readTime: '7 min read',
    description: 'Data from 140 B2B startups on how first-week activation predicts revenue retention.',
    rating: 4.6,
  },
  {
    id: 5,
    title: 'Runway & Burn Calculator',
    type: 'tool',
    readTime: '5 min setup',
    description: 'Model hiring plans and revenue scenarios to see your runway month by month in GBP.',
    rating: 4.8,
  },
  {
    id: 6,
    title: 'SaaS Financial Model (3-Statement)',
    type: 'template',
    readTime: '15 min setup',
    description: 'Investor-ready P&L, cash-flow and balance-sheet template with a monthly driver tab.',
    rating: 4.7,
  },
  {
    id: 7,
    title: 'Customer Discovery Interview Guide',
    type: 'guide',
    readTime: '12 min read',
    description: 'Questions, scripts and a synthesis board for interviews that reveal real buying intent.',
    rating: 4.9,
  },
  {
    id: 8,
    title: 'Pitching to Angels: A Live Teardown',
    type: 'video',
    readTime: '34 min watch',
    description: 'Three founders pitch, two angels give frank feedback on story, ask size and traction.',
    rating: 4.5,
  },
  {
    id: 9,
    title: 'SEIS and EIS Explained for First-Time Founders',
    type: 'article',
    readTime: '9 min read',
    description: 'How UK tax relief shapes your round, the advance assurance steps and common pitfalls.',
    rating: 4.7,
  },
  {
    id: 10,
    title: 'Cap Table Simulator',
    type: 'tool',
    readTime: '3 min setup',
    description: 'See dilution across pre-seed, seed and Series A, including option pool top-ups.',
    rating: 4.6,
  },
  {
    id: 11,
    title: 'Go-to-Market Plan Template',
    type: 'template',
    readTime: '20 min setup',
    description: 'Segment, channel and messaging canvas with a 90-day experiment backlog.',
    rating: 4.5,
  },
  {
    id: 12,
    title: 'Hiring Your First Five Engineers',
    type: 'guide',
    readTime: '14 min read',
    description: 'Role scorecards, take-home alternatives and salary benchmarks for London and remote hires.',
    rating: 4.6,
  },
  {
    id: 13,
    title: 'Retention Curves That Convince Investors',
    type: 'video',
    readTime: '16 min watch',
    description: 'What good cohort charts look like at seed and how to present yours honestly.',
    rating: 4.8,
  },
  {
    id: 14,
    title: 'Pricing Your B2B Product: Lessons from 50 Startups',
    type: 'article',
    readTime: '11 min read',
    description: 'Value metrics, good-better-best tiers and when to raise prices without losing customers.',
    rating: 4.7,
  },
  {
    id: 15,
    title: 'Investor Update Generator',
    type: 'tool',
    readTime: '2 min setup',
    description: 'Turn your weekly metrics into a crisp monthly investor update with highlights and asks.',
    rating: 4.4,
  },
]

/** Ids of the resources featured at the top of the Resources screen. */
export const founderFeaturedResourceIds = [1, 2, 5] as const

/** Ids of the resources recommended on the dashboard ("Resources For You"). */
export const founderRecommendedResourceIds = [4, 7, 3, 13] as const

/** The "Most Popular" list: resource ids with their download counts this month. */
export const founderPopularResources = [
  { resourceId: 1, downloads: 2418 },
  { resourceId: 5, downloads: 1956 },
  { resourceId: 7, downloads: 1533 },
  { resourceId: 9, downloads: 1207 },
] as const

export const founderUpcomingEvents: SampleEvent[] = [
  {
    id: 1,
    title: 'Fundraising Office Hours with Seed Investors',
    date: '2025-06-12',
    time: '4:00 PM BST',
    type: 'Virtual',
  },
  { id: 2, title: 'Pitch Deck Teardown Live', date: '2025-06-18', time: '6:00 PM BST', type: 'Virtual' },
  { id: 3, title: 'Founder Metrics Masterclass', date: '2025-06-25', time: '5:00 PM BST', type: 'Virtual' },
]
