export type MatchLabel = 'High Match' | 'Medium Match'

/** Thesis fit from which an opportunity counts as a High Match. */
const HIGH_MATCH_MIN = 85

export function matchLabel(match: number): MatchLabel {
  return match >= HIGH_MATCH_MIN ? 'High Match' : 'Medium Match'
}
