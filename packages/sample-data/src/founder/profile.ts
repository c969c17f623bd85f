/** The sample founder and startup every founder-preview screen talks about. */
export const founderProfile = {
  firstName: 'Maya',
  fullName: 'Maya Okafor',
  startupName: 'Ledgerly',
  startupPitch: 'AI bookkeeping for freelancers and micro-agencies',
  /** The sample "today" of the preview (spec §9: sample dates are in June 2025). */
  today: '2025-06-10',
} as const
