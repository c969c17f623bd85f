import { describe, expect, it } from 'vitest'
import {
  AUTOPLAY_DELAY_MS as D,
  firstSlideKeyframes,
  GLIDE_MS as G,
  restStartAt,
  slideAt,
  stripKeyframes,
} from './carousel-slideshow'

const COUNT = 5
const ROUND = COUNT * D

describe('the slideshow on a round of five slides (0 is when the first slide has come to rest)', () => {
  // [time on the round's clock, the slide shown (0-based), when it comes (came) to rest]
  const table: [string, number, number, number][] = [
    ['the page shown, before the first rest', -G, 0, 0],
    ['the first slide at rest', 0, 0, 0],
    ['just before the first glide', D - G - 1, 0, 0],
    ['the first glide begins: the second slide is shown', D - G, 1, D],
    ['the second slide at rest', D, 1, D],
    ['the last slide at rest', 4 * D + 100, 4, 4 * D],
    ['the glide across the seam: the first slide again, resting at the next round', 5 * D - G, 0, ROUND],
    ['the next round begins', ROUND, 0, ROUND],
    ['the second round, third slide', ROUND + 2 * D + 1, 2, ROUND + 2 * D],
  ]
  for (const [what, time, slide, restStart] of table)
    it(`${what}: slide ${slide + 1}`, () => {
      expect(slideAt(time, COUNT)).toBe(slide)
      expect(restStartAt(time, COUNT)).toBe(restStart)
      // The next glide is always ahead, 4 s after this slide's own glide began.
      expect(restStartAt(time, COUNT) - G + D - time).toBeGreaterThan(0)
    })

  it('moves the strip one slide per 4 s, each glide ending on the 4 s mark, to one place past the last', () => {
    const frames = stripKeyframes(COUNT)
    expect(frames[0]).toMatchObject({ offset: 0, transform: 'translate3d(0%, 0, 0)' })
    expect(frames.at(-1)).toMatchObject({ offset: 1, transform: 'translate3d(-500%, 0, 0)' })
    const offsets = frames.map(({ offset }) => Number(offset))
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    for (let slide = 1; slide <= COUNT; slide++) {
      const glideStart = frames.find(({ offset }) => offset === (slide * D - G) / ROUND)
      const glideEnd = frames.find(({ offset }) => offset === (slide * D) / ROUND)
      expect(glideStart?.transform).toBe(`translate3d(${-(slide - 1) * 100}%, 0, 0)`)
      expect(glideEnd?.transform).toBe(`translate3d(${-slide * 100}%, 0, 0)`)
    }
  })

  it('steps the first slide in after the last while the strip shows another one, and back with the round', () => {
    const frames = firstSlideKeyframes(COUNT)
    const stepAt = (COUNT - 0.5) * D
    // Half a slide's time before the seam's glide, while the last slide rests: the first is out of sight.
    expect(stepAt).toBeGreaterThan((COUNT - 1) * D)
    expect(stepAt).toBeLessThan(COUNT * D - G)
    expect(frames.map(({ offset, transform }) => [offset, transform])).toEqual([
      [0, 'translate3d(0%, 0, 0)'],
      [stepAt / ROUND, 'translate3d(0%, 0, 0)'],
      [stepAt / ROUND, 'translate3d(500%, 0, 0)'],
      [1, 'translate3d(500%, 0, 0)'],
    ])
  })
})
