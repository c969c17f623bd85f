/** The product's fixed sample figures that the sample screens must honour (docs/timings-and-numbers.md). */
export const SAMPLE_VIBE_SCORE = 178
export const SCORE_CATEGORY_MAX = 300
export const VIBE_SCORE_RING_FILL_PERCENT = 59.3
export const SAMPLE_VIBE_SCORE_RANGE = { min: 138, max: 271 } as const
/** Animation rate of the score ring and bars (about 60 ticks per second). */
export const SCORE_ANIMATION_TICKS_PER_SECOND = 60
