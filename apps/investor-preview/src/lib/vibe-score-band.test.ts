import { describe, expect, it } from 'vitest'
import { VIBE_SCORE_BANDS, vibeScoreBand, vibeScoreBandRange } from './vibe-score-band.ts'

describe('vibeScoreBand', () => {
  it.each([
    [271, 'strong'],
    [220, 'strong'],
    [219, 'good'],
    [170, 'good'],
    [169, 'developing'],
    [138, 'developing'],
  ])('%i → %s', (score, band) => {
    expect(vibeScoreBand(score).name).toBe(band)
  })

  it('describes each band as a range for the legend', () => {
    expect(VIBE_SCORE_BANDS.map(vibeScoreBandRange)).toEqual(['220+', '170–219', 'below 170'])
  })
})
