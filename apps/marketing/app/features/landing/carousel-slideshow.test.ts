import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AUTOPLAY_DELAY_MS as D,
  firstSlideKeyframes,
  GLIDE_MS as G,
  playSlideshow,
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

/**
 * A page's clock and timers, simulated: `performance.now()` moves on by `perReadMs` at every reading (a busy phone
 * runs code between two readings), and each timer fires `earlyMs` before its time on that clock (a browser's
 * timers can fire a fraction of a millisecond early on `performance.now()`), never before the present.
 */
function simulatedPage({ perReadMs, earlyMs }: { perReadMs: number; earlyMs: number }) {
  let now = 1000
  let nextId = 1
  const timers = new Map<number, { due: number; run: () => void }>()
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += perReadMs
    return now
  })
  vi.stubGlobal('setTimeout', (run: () => void, ms = 0) => {
    timers.set(nextId, { due: Math.max(now, now + ms - earlyMs), run })
    return nextId++
  })
  vi.stubGlobal('clearTimeout', (id: number) => timers.delete(id))
  return {
    now: () => now,
    runUntil(end: number) {
      for (;;) {
        const [id, next] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? []
        if (id === undefined || !next || next.due > end) return
        timers.delete(id)
        now = next.due
        next.run()
      }
    },
  }
}

/** A stand-in for an element the slideshow animates: it only needs `animate()` and what the animation offers. */
const animatedElement = () =>
  ({
    animate: () => ({ startTime: 0, currentTime: 0, pause() {}, cancel() {} }),
  }) as unknown as HTMLElement

describe('the slideshow marks every slide as it glides in, two rounds long', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
  const pages: [string, { perReadMs: number; earlyMs: number }][] = [
    ['on an idle page, timers on time', { perReadMs: 0, earlyMs: 0 }],
    ['on a busy page, timers on time', { perReadMs: 0.25, earlyMs: 0 }],
    ['on a busy page whose timers fire a little early', { perReadMs: 0.25, earlyMs: 0.4 }],
    ['on a very busy page whose timers fire early', { perReadMs: 1, earlyMs: 2 }],
  ]
  for (const [what, conditions] of pages)
    it(what, () => {
      const page = simulatedPage(conditions)
      const shownAt = page.now()
      const marks: { slide: number; at: number }[] = []
      const strip = animatedElement()
      const slides = Array.from({ length: COUNT }, animatedElement)
      playSlideshow(strip, slides, shownAt, (slide) => marks.push({ slide, at: page.now() - shownAt }))
      page.runUntil(shownAt + 2 * ROUND + D / 2)
      // The first slide as it starts, then each slide in turn as its glide begins, 4 s after the one before.
      expect(marks.map(({ slide }) => slide)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0])
      for (const [change, { at }] of marks.slice(1).entries())
        expect(Math.abs(at - (change + 1) * D)).toBeLessThan(10)
    })
})
