import { SCORE_CATEGORY_MAX } from '@app/sample-data/constants'

/** The overall Vibe Score shares the categories' scale: 178 fills the ring to 59.3 %, i.e. 178 of 300. */
export const VIBE_SCORE_MAX = SCORE_CATEGORY_MAX

export type VibeScoreBandName = 'strong' | 'good' | 'developing'

export interface VibeScoreBand {
  name: VibeScoreBandName
  label: string
  /** Lowest score in the band. */
  min: number
  description: string
}

const developing: VibeScoreBand = {
  name: 'developing',
  label: 'Developing',
  min: 0,
  description: 'early or at risk',
}

/** Highest band first; a score belongs to the first band whose minimum it reaches. */
export const VIBE_SCORE_BANDS: readonly VibeScoreBand[] = [
  { name: 'strong', label: 'Strong', min: 220, description: 'investor-ready fundamentals' },
  { name: 'good', label: 'Good', min: 170, description: 'healthy, with gaps to close' },
  developing,
]

export function vibeScoreBand(score: number): VibeScoreBand {
  return VIBE_SCORE_BANDS.find((candidate) => score >= candidate.min) ?? developing
}

/** "220+", "170–219", "below 170": the band's range as shown in the legend. */
export function vibeScoreBandRange(band: VibeScoreBand): string {
  const index = VIBE_SCORE_BANDS.indexOf(band)
  const higher = VIBE_SCORE_BANDS[index - 1]
  if (!higher) return `${band.min}+`
  if (band.min === 0) return `below ${higher.min}`
  return `${band.min}–${higher.min - 1}`
}
