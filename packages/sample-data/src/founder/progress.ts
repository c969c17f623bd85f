import { formatGbpCompact } from '@app/ui/lib/format-number'
import type { ImprovementArea, Metric, Milestone, ScoreCategory } from '../types.ts'
import { founderMrr, founderMrrGrowth } from './mrr.ts'
import { founderProfile } from './profile.ts'

// The Progress screen's own figures. The MRR figures (mrr.ts) and the score's trend (vibe-score-trend.ts) are
// printed by the dashboard and the coach too: they are modules of their own so those screens load none of this.

/** The four metric cards at the top of the Progress screen, each with its change versus last month. */
export const founderProgressMetrics: Metric[] = [
  {
    title: 'Monthly Recurring Revenue',
    value: formatGbpCompact(founderMrr.current),
    change: founderMrrGrowth.month,
    period: 'month',
    positive: true,
  },
  { title: 'Investor Profile Views', value: '46', change: '+18%', period: 'month', positive: true },
  // The quarter's objectives (the dashboard's Key Objectives), so not the dashboard's "completed 2 of 5" tasks
  // of this week: the title says which it counts.
  { title: 'Quarterly OKR Completion', value: '72%', change: '+8 pts', period: 'month', positive: true },
  { title: 'Runway', value: '14 months', change: '−1 month', period: 'month', positive: false },
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

/** The last round £5k the MRR has passed: it crossed it between a week ago and today, on June 4. */
const MRR_MILESTONE = Math.floor(founderMrr.current / 5000) * 5000

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
    title: `Crossed ${formatGbpCompact(MRR_MILESTONE)} MRR`,
    description: `Up from ${formatGbpCompact(founderMrr.january)} in January, driven by the agency plan.`,
    completed: true,
    date: '2025-06-04',
  },
  {
    id: 3,
    title: 'Launched bank sync v2',
    description: 'Open Banking connections for 14 UK banks with automatic categorisation.',
    completed: true,
    date: '2025-06-05',
  },
  {
    id: 4,
    title: 'Hire a founding growth lead',
    description: 'Final-round interviews with two candidates this month.',
    completed: false,
    date: '2025-06-20',
  },
  // The round is already open (investors have the deck, the investor preview lists Ledgerly as raising): the step
  // still to come is its first close.
  {
    id: 5,
    title: `First close of the ${founderProfile.raise.stage.toLowerCase()} extension round`,
    description: `${formatGbpCompact(founderProfile.raise.amount)} target with SEIS advance assurance in place.`,
    completed: false,
    date: '2025-06-30',
  },
]

const { activation } = founderProfile

export const founderImprovementAreas: ImprovementArea[] = [
  {
    area: 'User Activation',
    description: `Raise week-one bank connections from ${activation.start}% to ${activation.target}% with guided onboarding: ${activation.current}% today.`,
    priority: 'High Priority',
    // The share of the way from the start to the target covered so far.
    progress: Math.round(
      ((activation.current - activation.start) / (activation.target - activation.start)) * 100,
    ),
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
