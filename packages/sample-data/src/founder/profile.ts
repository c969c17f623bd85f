/** The sample founder and startup every founder-preview screen talks about. */
export const founderProfile = {
  firstName: 'Maya',
  fullName: 'Maya Okafor',
  startupName: 'Ledgerly',
  startupPitch: 'AI bookkeeping for freelancers and micro-agencies',
  /** The sample "today" of the preview (spec §9: sample dates are in June 2025). */
  today: '2025-06-10',
  /** Due date of a task added in the preview: the end of the sample week. */
  weekEnd: '2025-06-15',
  /** Date of a milestone added in the preview: the end of the sample month. */
  monthEnd: '2025-06-30',
} as const
