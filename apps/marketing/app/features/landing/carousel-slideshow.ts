/** A new slide every 4000 ms, the first one 4000 ms after the page was first shown. */
export const AUTOPLAY_DELAY_MS = 4000
/** How long one slide takes to glide into place. */
export const GLIDE_MS = 350
/** The glide's curve: quick at first, settling gently (no overshoot). */
export const GLIDE_EASING = 'cubic-bezier(0.25, 1, 0.5, 1)'

/** The slideshow that plays by itself until the visitor reaches for the carousel (see `playSlideshow`). */
export interface Slideshow {
  /** The slide shown now; during a glide, the one it glides to. */
  selected(): number
  /** Holds the slide shown where it is. */
  rest(): void
  /** Plays on from a rest: the slide shown stays its full time before the next. */
  resume(): void
  /** Ends the slideshow for good: the strip and its slides go back to where the markup puts them. */
  stop(): void
}

const positive = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus
const shift = (slides: number) => `translate3d(${slides * 100}%, 0, 0)`

/**
 * The slide shown at `time` on a round's clock (0 is the moment the first slide has come to rest), of `count`
 * slides; during a glide, the one it glides to.
 */
export function slideAt(time: number, count: number): number {
  return Math.floor(positive(time + GLIDE_MS, count * AUTOPLAY_DELAY_MS) / AUTOPLAY_DELAY_MS)
}

/**
 * The moment on a round's clock at which the slide shown at `time` comes to rest: already past while it rests, a
 * moment ahead while it glides in (the first slide's rest begins a round).
 */
export function restStartAt(time: number, count: number): number {
  const round = count * AUTOPLAY_DELAY_MS
  return Math.floor((time + GLIDE_MS) / round) * round + slideAt(time, count) * AUTOPLAY_DELAY_MS
}

/**
 * The strip's moves over one round of the slides, on the round's own clock: each slide stays, then glides to
 * the next. The round begins as the first slide has come to rest and ends with a glide from the last slide one
 * place further, where the first slide has been moved meanwhile (`firstSlideKeyframes`): the next round begins
 * with both back at their places, which looks the same, so the loop has no seam.
 */
export function stripKeyframes(count: number): Keyframe[] {
  const round = count * AUTOPLAY_DELAY_MS
  const frames: Keyframe[] = [{ offset: 0, transform: shift(0), easing: 'linear' }]
  for (let slide = 1; slide <= count; slide++) {
    const glideEnds = slide * AUTOPLAY_DELAY_MS
    frames.push(
      { offset: (glideEnds - GLIDE_MS) / round, transform: shift(-(slide - 1)), easing: GLIDE_EASING },
      { offset: glideEnds / round, transform: shift(-slide), easing: 'linear' },
    )
  }
  return frames
}

/** The first slide steps in after the last while nobody sees it (the strip is on another slide), for the seam. */
export function firstSlideKeyframes(count: number): Keyframe[] {
  const steps = ((count - 0.5) * AUTOPLAY_DELAY_MS) / (count * AUTOPLAY_DELAY_MS)
  return [
    { offset: 0, transform: shift(0) },
    { offset: steps, transform: shift(0) },
    { offset: steps, transform: shift(count) },
    { offset: 1, transform: shift(count) },
  ]
}

/**
 * Plays the carousel by itself as one Web Animation of the slide strip, which the compositor draws: the main
 * thread does nothing while it plays but `onSelect` once a slide (to keep the dots and what screen readers are
 * given in step). A slide change started from script instead (a transition, or Embla's frames) costs the main
 * thread six to twenty frames of a phone's time each. `shownAt` is when the page was first shown (on the
 * `performance.now()` timeline): the first glide starts 4000 ms after it, then one every 4000 ms.
 */
export function playSlideshow(
  strip: HTMLElement,
  slides: readonly HTMLElement[],
  shownAt: number,
  onSelect: (slide: number) => void,
): Slideshow {
  const round = slides.length * AUTOPLAY_DELAY_MS
  const timing: KeyframeAnimationOptions = { duration: round, iterations: Number.POSITIVE_INFINITY }
  const animations = [
    strip.animate(stripKeyframes(slides.length), { ...timing, fill: 'backwards' }),
    ...(slides[0] ? [slides[0].animate(firstSlideKeyframes(slides.length), timing)] : []),
  ]
  // The round's own clock, kept here on `performance.now()` (the animations' clock only moves with the frames the
  // page draws, and the compositor draws these without one). It starts as the first slide has come to rest, a
  // glide's time after the page was shown.
  let clock = { at: 0, time: 0, running: false }
  const time = () => clock.time + (clock.running ? performance.now() - clock.at : 0)
  const setTime = (time: number, running: boolean) => {
    clock = { at: performance.now(), time, running }
    for (const animation of animations) {
      if (running) {
        // Played from a start time on the page's timeline (the one `performance.now()` reads), so that the strip
        // glides on the same clock as its dots change. Not `play()` and a current time: `play()` rewinds a time
        // below 0 (the page's first moments, before the first slide has come to rest) to 0, and a played
        // animation starts counting from the next frame the page draws, which a busy phone can draw late.
        animation.startTime = clock.at - time
      } else {
        animation.pause()
        animation.currentTime = time
      }
    }
  }
  setTime(performance.now() - shownAt - GLIDE_MS, true)
  const selected = () => slideAt(time(), slides.length)

  let timer: ReturnType<typeof setTimeout> | undefined
  let marked: number | undefined
  const followSlides = () => {
    clearTimeout(timer)
    // One reading of the clock for the slide and the wait after it. A browser's timer can fire a fraction of a
    // millisecond before its time on `performance.now()`; read twice, the clock could then name the slide before
    // a glide and time the next change from the slide after it: that slide's dot would be skipped, and the dots
    // would lag the picture by one for a whole slide.
    const now = time()
    const slide = slideAt(now, slides.length)
    if (slide !== marked) onSelect(slide)
    marked = slide
    // The next glide begins as the slide shown has had its 4 s, counted from when its own glide began.
    const untilNext = restStartAt(now, slides.length) - GLIDE_MS + AUTOPLAY_DELAY_MS - now
    if (clock.running) timer = setTimeout(followSlides, untilNext)
  }
  followSlides()

  return {
    selected,
    rest: () => {
      clearTimeout(timer)
      setTime(time(), false)
    },
    resume: () => {
      // Back to the moment the slide shown came to rest.
      setTime(restStartAt(time(), slides.length), true)
      followSlides()
    },
    stop: () => {
      clearTimeout(timer)
      for (const animation of animations) animation.cancel()
    },
  }
}
