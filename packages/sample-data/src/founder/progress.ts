import type { ImprovementArea, Metric, Milestone, ScoreCategory } from '../types.ts'

/**
 * Monthly recurring revenue (GBP), the one source of every MRR figure the founder screens print: the Progress
 * card, the quarter's objective on the dashboard ("Grow MRR from £42k to £55k") and the milestone.
 */
export const founderMrr = {
  /** Early January, when the agency plan launched. */
  january: 31_000,
  /** 1 April, the start of the quarter the OKR covers. */
  quarterStart: 42_000,
  /** End of May, the previous month. */
  lastMonth: 42_460,
  /** Today (June 10). */
  current: 45_600,
  /** The quarter's objective, due 30 June. */
  quarterTarget: 55_000,
} as const

/** "£45.6k", "£42k": MRR as the screens print it. */
export const formatMrr = (value: number) => `£${Number((value / 1000).toFixed(1))}k`

const mrrMonthChange = ((founderMrr.current / founderMrr.lastMonth - 1) * 100).toFixed(1)

/** The four metric cards at the top of the Progress screen. */
export const founderProgressMetrics: Metric[] = [
  {
    title: 'Monthly Recurring Revenue',
    value: formatMrr(founderMrr.current),
    change: `+${mrrMonthChange}%`,
    positive: true,
  },
  { title: 'Investor Profile Views', value: '46', change: '+18%', positive: true },
  { title: 'OKR Completion', value: '72%', change: '+8%', positive: true },
  { title: 'Runway', value: '14 months', change: '-1 month', positive: false },
]

/**
 * Score breakdown out of SCORE_CATEGORY_MAX each. The five categories average 178, the sample Vibe Score,
 * and 178 / 300 is the ring's 59.3 % fill, so the numbers on screen agree with each other.
 */
export const founderScoreCategories: ScoreCategory[] = [
  { category: 'Team', score: 212, change: '+6', maxScore: 300 },
  { category: 'Product', score: 186, change: '+9', maxScore: 300 },
  { category: 'Market', score: 164, change: '+4', maxScore: 300 },
  { category: 'Traction', score: 142, change: '+11', maxScore: 300 },
  { category: 'Business', score: 186, change: '+3', maxScore: 300 },
]

/** The period the Vibe Score Trend shows, and its daily scores (ending at the sample score 178). */
export const founderTrendPeriodLabel = 'June 3 - June 10, 2025'

export const founderVibeScoreTrend = [
  { date: '2025-06-03', score: 161 },
  { date: '2025-06-04', score: 164 },
  { date: '2025-06-05', score: 163 },
  { date: '2025-06-06', score: 168 },
  { date: '2025-06-07', score: 170 },
  { date: '2025-06-08', score: 171 },
  { date: '2025-06-09', score: 175 },
  { date: '2025-06-10', score: 178 },
] as const

export const founderMilestones: Milestone[] = [
  {
    id: 1,
    title: 'Signed 10 paying design partners',
    description: 'Agencies from London, Leeds and Manchester on annual plans.',
    completed: true,
    date: '2025-06-02',
  },
  {
    id: 2,
    title: 'Launched bank sync v2',
    description: 'Open Banking connections for 14 UK banks with automatic categorisation.',
    completed: true,
    date: '2025-06-05',
  },
  {
    id: 3,
    title: `Crossed ${formatMrr(Math.floor(founderMrr.current / 5000) * 5000)} MRR`,
    description: `Up from ${formatMrr(founderMrr.january)} in January, driven by the agency plan.`,
    completed: true,
    date: '2025-06-09',
  },
  {
    id: 4,
    title: 'Hire a founding growth lead',
    description: 'Final-round interviews with two candidates this month.',
    completed: false,
    date: '2025-06-20',
  },
  {
    id: 5,
    title: 'Open the pre-seed extension round',
    description: '£750k target with SEIS advance assurance in place.',
    completed: false,
    date: '2025-06-30',
  },
]

export const founderImprovementAreas: ImprovementArea[] = [
  {
    area: 'User Activation',
    description: 'Raise week-one bank connections from 34% to 45% with guided onboarding.',
    priority: 'High Priority',
    progress: 35,
  },
  {
    area: 'Revenue Retention',
    description: 'Net revenue retention sits at 94%; annual plans and usage alerts can lift it above 100%.',
    priority: 'High Priority',
    progress: 52,
  },
  {
    area: 'Market Positioning',
    description: 'Sharpen the agency-first message against generalist bookkeeping tools.',
    priority: 'Medium Priority',
    progress: 64,
  },
  {
    area: 'Team Depth',
    description: 'Reduce founder dependency in sales by documenting the playbook for a first hire.',
    priority: 'Medium Priority',
    progress: 40,
  },
]
