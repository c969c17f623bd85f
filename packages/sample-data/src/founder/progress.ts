import type { ImprovementArea, Metric, Milestone, ScoreCategory } from '../types.ts'
import { founderProfile } from './profile.ts'

/**
 * Monthly recurring revenue (GBP), the one source of every MRR figure the founder screens print: the Key
 * Metrics' Total Revenue and its weekly change, the Progress card and its monthly change, the quarter's objective
 * on the dashboard, the milestone and the coach's advice. It grows about 7.4 % a month, 1.7 % a week.
 */
export const founderMrr = {
  /** Early January, when the agency plan launched. */
  january: 31_000,
  /** 1 April, the start of the quarter the OKR covers. */
  quarterStart: 39_000,
  /** A month ago (May 10). */
  monthAgo: 42_460,
  /** A week ago (June 3). */
  weekAgo: 44_850,
  /** Today (June 10). */
  current: 45_600,
  /** The quarter's objective, due 30 June. */
  quarterTarget: 55_000,
} as const

/** "£45.6k", "£39k", "£750k": amounts in thousands as the founder screens print them. */
export const formatGbpThousands = (value: number) => `£${Number((value / 1000).toFixed(1))}k`

const percentChange = (now: number, before: number) => {
  const percent = ((now / before - 1) * 100).toFixed(1)
  return now >= before ? `+${percent}%` : `${percent}%`
}

/** MRR growth as the screens print it, each with the period it is measured over. */
export const founderMrrGrowth = {
  month: percentChange(founderMrr.current, founderMrr.monthAgo),
  week: percentChange(founderMrr.current, founderMrr.weekAgo),
} as const

/** The four metric cards at the top of the Progress screen, each with its change versus last month. */
export const founderProgressMetrics: Metric[] = [
  {
    title: 'Monthly Recurring Revenue',
    value: formatGbpThousands(founderMrr.current),
    change: founderMrrGrowth.month,
    period: 'month',
    positive: true,
  },
  { title: 'Investor Profile Views', value: '46', change: '+18%', period: 'month', positive: true },
  { title: 'OKR Completion', value: '72%', change: '+8%', period: 'month', positive: true },
  { title: 'Runway', value: '14 months', change: '-1 month', period: 'month', positive: false },
]

/**
 * Score breakdown out of SCORE_CATEGORY_MAX each. The five categories average 178, the sample Vibe Score,
 * and 178 / 300 is the ring's 59.3 % fill, so the numbers on screen agree with each other. Each change is the
 * category's over the trend's week, and they average the score's own +17 that week (161 → 178).
 */
export const founderScoreCategories: ScoreCategory[] = [
  { category: 'Team', score: 212, change: '+14', maxScore: 300 },
  { category: 'Product', score: 186, change: '+18', maxScore: 300 },
  { category: 'Market', score: 164, change: '+12', maxScore: 300 },
  { category: 'Traction', score: 142, change: '+27', maxScore: 300 },
  { category: 'Business', score: 186, change: '+14', maxScore: 300 },
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
    title: `Crossed ${formatGbpThousands(Math.floor(founderMrr.current / 5000) * 5000)} MRR`,
    description: `Up from ${formatGbpThousands(founderMrr.january)} in January, driven by the agency plan.`,
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
    title: `Open the ${founderProfile.raise.stage.toLowerCase()} extension round`,
    description: `${formatGbpThousands(founderProfile.raise.amount)} target with SEIS advance assurance in place.`,
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
