import type { ImprovementArea, TaskPriority } from '@app/sample-data/types'
import type { BadgeProps } from '@app/ui/components/badge'

type Tone = NonNullable<BadgeProps['variant']>

export const taskPriorityBadge: Record<TaskPriority, { label: string; tone: Tone }> = {
  high: { label: 'High', tone: 'danger' },
  medium: { label: 'Medium', tone: 'warning' },
  low: { label: 'Low', tone: 'info' },
}

export const improvementPriorityTone: Record<ImprovementArea['priority'], Tone> = {
  'High Priority': 'danger',
  'Medium Priority': 'warning',
}

const objectiveStatusTones: Record<string, Tone> = {
  'On track': 'success',
  'In progress': 'info',
  'At risk': 'danger',
}

/** Key-objective statuses are free text; unknown ones get a neutral badge. */
export const objectiveStatusTone = (status: string): Tone => objectiveStatusTones[status] ?? 'secondary'

/** Investor match levels: strong matches read green, good ones blue, the rest amber. */
export function matchTone(match: number): Tone {
  if (match >= 85) return 'success'
  if (match >= 70) return 'info'
  return 'warning'
}
