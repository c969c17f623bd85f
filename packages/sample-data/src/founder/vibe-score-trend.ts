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
