/** The sample investor every investor-preview screen talks about. */
export const investorProfile = {
  firstName: 'Eleanor',
  fullName: 'Eleanor Hart',
  fund: 'Northgate Ventures',
  /** The sample "today" of the preview (sample dates are in June 2025). */
  today: '2025-06-16',
} as const
