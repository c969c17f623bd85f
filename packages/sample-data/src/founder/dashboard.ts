import { formatGbpCompact } from '@app/ui/lib/format-number'
import type { KeyObjective, Metric, Task } from '../types.ts'
import { founderMrr, founderMrrGrowth } from './mrr.ts'
import { founderProfile } from './profile.ts'

/**
 * Key Metrics of the dashboard, each with its change versus last week. A rate's change is in percentage points
 * ("+0.6 pts": 3.2% to 3.8%), and a fall carries the minus sign (−), as the investor preview writes them.
 * Revenue is all recurring, so Total Revenue is this month's MRR, the figure the Progress screen shows, with its
 * change over the week.
 */
export const founderKeyMetrics: Metric[] = [
  { title: 'Weekly Active Users', value: '2,847', change: '+12.4%', period: 'week', positive: true },
  { title: 'Conversion Rate', value: '3.8%', change: '+0.6 pts', period: 'week', positive: true },
  { title: 'Customer Retention', value: '84%', change: '−2.1 pts', period: 'week', positive: false },
  {
    title: 'Total Revenue',
    value: `${formatGbpCompact(founderMrr.current)}/mo`,
    change: founderMrrGrowth.week,
    period: 'week',
    positive: true,
  },
]

export const founderTodaysPriority = {
  title: 'Improve user activation rate',
  description:
    'Two in three new sign-ups never connect a bank account in their first week. Activation is the fastest lever on your Traction score and adds an estimated £6,100 MRR by August.',
  /** Week-one activation in percent: where it is and where this priority takes it. */
  activation: { current: founderProfile.activation.current, target: founderProfile.activation.target },
  impact: '+14 Vibe Score points',
  effort: '2–3 days',
  steps: [
    'Add a guided bank-connection step to onboarding',
    'Send a day-2 nudge to users who skipped it',
    'Review the activation funnel with your team on Friday',
  ],
} as const

/** Five weekly tasks, two of them done: the dashboard shows the product's "completed 2 of 5 (40%)". */
export const founderTasks: Task[] = [
  { id: 1, title: 'Interview 5 churned customers', priority: 'high', dueDate: '2025-06-09', completed: true },
  {
    id: 2,
    title: 'Ship guided bank-connection onboarding',
    priority: 'high',
    dueDate: '2025-06-12',
    completed: false,
  },
  {
    id: 3,
    title: 'Upload Q1 financials to the Data Room',
    priority: 'medium',
    dueDate: '2025-06-10',
    completed: true,
  },
  {
    id: 4,
    title: 'A/B test the pricing page headline',
    priority: 'medium',
    dueDate: '2025-06-13',
    completed: false,
  },
  {
    id: 5,
    title: 'Draft the June investor update',
    priority: 'low',
    dueDate: '2025-06-14',
    completed: false,
  },
]

export const founderKeyObjectives: KeyObjective[] = [
  { title: 'Reach 45% week-one activation', status: 'On track' },
  {
    title: `Grow MRR from ${formatGbpCompact(founderMrr.quarterStart)} to ${formatGbpCompact(founderMrr.quarterTarget)}`,
    status: 'At risk',
  },
  { title: 'Sign 3 accounting-firm channel partners', status: 'In progress' },
]
