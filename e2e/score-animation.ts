import { SCORE_ANIMATION_DURATION_MS, SCORE_ANIMATION_STEPS } from '@app/founder-preview/score-animation'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Holds every animation of the page at its start (Chromium's animation playback rate 0, through CDP), so a test
 * can step the score ring and bars tick by tick rather than race a one-second animation. Call before `goto`.
 * The returned `release` lets them run on in real time.
 */
export async function holdAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
  return { release: () => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }) }
}

/** One tick of the score animations, as the app times them. */
const TICK_MS = SCORE_ANIMATION_DURATION_MS / SCORE_ANIMATION_STEPS

/** How many animations run on `element` (none under reduced motion). */
export function animationCount(element: Locator) {
  return element.evaluate((node) => node.getAnimations().length)
}

/** Pauses the one animation of `element` `ms` into it; at its end the element shows its own value. */
async function seekAnimation(element: Locator, ms: number) {
  await element.evaluate((node, ms) => {
    const animations = node.getAnimations()
    if (animations.length !== 1) throw new Error(`${animations.length} animations, expected one`)
    for (const animation of animations) {
      animation.pause()
      animation.currentTime = ms
    }
  }, ms)
}

/**
 * Steps the one animation of `element` through `ticks` of a score counting up from zero to `target`: anywhere
 * within a tick (its start, middle and near its end) `shown()` reads that tick's value, target/60 per tick,
 * because the score moves in steps, not continuously; at the animation's end it reads `target`.
 */
export async function expectCountsUpInTicks(
  element: Locator,
  shown: () => Promise<number>,
  { target, ticks, digits, label }: { target: number; ticks: number[]; digits: number; label: string },
) {
  for (const tick of ticks) {
    for (const within of [0, 0.5, 0.95]) {
      await seekAnimation(element, (tick + within) * TICK_MS)
      expect(await shown(), `${label}, tick ${tick} + ${within}`).toBeCloseTo(
        (target / SCORE_ANIMATION_STEPS) * tick,
        digits,
      )
    }
  }
  await seekAnimation(element, SCORE_ANIMATION_DURATION_MS)
  expect(await shown(), `${label} at the end`).toBeCloseTo(target, digits)
}
