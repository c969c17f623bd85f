import { afterFirstPaint } from '@app/page-runtime/inline/after-first-paint'
import { prefersReducedMotion } from '@app/ui/lib/reduced-motion'
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'

/** A new slide every 4000 ms, the first one 4000 ms after the page was first shown. */
const AUTOPLAY_DELAY_MS = 4000
/**
 * How long a glide Embla draws itself takes, in Embla's own unit (its default is 25; 16 settles in about 0.35 s
 * without overshooting). Embla draws every frame of such a glide on the main thread, so it is used only where the
 * compositor cannot take over: a swipe, and a move across the loop's seam (see `glideOnCompositor`).
 */
const GLIDE_DURATION = 16
/**
 * Every other slide change (autoplay, previous/next, dots) is one move of the slide strip that the browser's own
 * transition glides on the compositor, in the same 0.35 s: the main thread draws one frame per change instead of
 * about twenty, so a phone that keeps the landing open is not kept busy while the carousel plays.
 */
const COMPOSITOR_GLIDE = 'transform 350ms cubic-bezier(0.25, 1, 0.5, 1)'
/**
 * Embla's spring keeps drawing frames until a slide is within 0.001 px of its place; once it is within half a
 * pixel (no visible difference) the glide is finished at once.
 */
const SETTLED_PX = 0.5
/** Embla's own margin at the ends of a looping strip: past it, the strip is shifted by its length. */
const SEAM_PX = 0.1

/** The element of the prerendered carousel (carousel-view.tsx) named `slot`. */
function part(root: Element, slot: string): HTMLElement {
  const element = root.querySelector(`[data-slot="${slot}"]`)
  if (!(element instanceof HTMLElement)) throw new Error(`The carousel has no ${slot}.`)
  return element
}

/** Marks the dot of the slide shown as current, and hides the four slides out of sight from screen readers. */
function markSelected(embla: EmblaCarouselType, dots: readonly Element[]): void {
  const selected = embla.selectedScrollSnap()
  for (const [index, dot] of dots.entries()) {
    if (index === selected) dot.setAttribute('aria-current', 'true')
    else dot.removeAttribute('aria-current')
  }
  for (const [index, slide] of embla.slideNodes().entries()) {
    if (index === selected) slide.removeAttribute('aria-hidden')
    else slide.setAttribute('aria-hidden', 'true')
  }
}

/**
 * Has the browser's transition glide the strip for every slide change it can (see COMPOSITOR_GLIDE). As a glide
 * begins ('select' comes before its first frame), Embla is told to put the strip at its destination at once, and
 * the transition glides it there. A move whose destination lies past either end of the strip is one across the
 * loop's seam: Embla then shifts the whole strip by its length and moves slides round, which a transition would
 * show as a rewind, so Embla draws that one itself. Returns what ends a compositor glide at once (a swipe
 * follows the finger).
 */
function glideOnCompositor(embla: EmblaCarouselType): () => void {
  const strip = embla.containerNode()
  // Embla builds a new engine whenever it measures the strip again (a resize, a phone turned): ask for the
  // current one each time, or the glides after a resize would go back to frames drawn by script.
  const engine = () => embla.internalEngine()
  const endGlide = () => {
    strip.style.transition = ''
  }
  const startGlide = () => {
    const { target, limit, scrollBody } = engine()
    if (!scrollBody.duration()) return
    endGlide()
    if (target.get() < limit.min + SEAM_PX || target.get() > limit.max + SEAM_PX) return
    strip.style.transition = COMPOSITOR_GLIDE
    scrollBody.useDuration(0)
  }
  const finishGlide = () => {
    const { location, target } = engine()
    if (location.get() !== target.get() && Math.abs(target.get() - location.get()) < SETTLED_PX)
      embla.scrollTo(embla.selectedScrollSnap(), true)
  }
  // Once the strip has come to rest. Not on a glide's cancel, nor when another glide has begun meanwhile (a
  // press during a glide, or timers run in a batch by a test's clock): that one's transition must stay.
  strip.addEventListener('transitionend', (event) => {
    if (event.target === strip && strip.getAnimations().length === 0) endGlide()
  })
  embla.on('select', startGlide).on('scroll', finishGlide)
  return endGlide
}

/**
 * Brings the prerendered carousel (carousel-view.tsx) to life with Embla and its autoplay plugin: loops,
 * advances every 4 s, the first time 4 s after the page was shown; does not stop for good on interaction but
 * rests while the pointer is over the carousel (the plugin), while keyboard focus is on it, while the tab is
 * hidden (the plugin), while it is scrolled out of view, and once the visitor pauses it, and resumes after.
 * Under reduced motion nothing moves by itself and the buttons jump. It changes only attributes of the markup,
 * which its classes style.
 */
export function startCarousel(root: Element): void {
  const carousel = part(root, 'carousel')
  const pauseButton = part(root, 'carousel-pause')
  const dots = [...root.querySelectorAll('[data-slot="carousel-dot"]')]
  const reducedMotion = prefersReducedMotion()
  const player = reducedMotion
    ? undefined
    : Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        rootNode: () => carousel,
      })
  const embla = EmblaCarousel(
    part(root, 'carousel-viewport'),
    { loop: true, duration: GLIDE_DURATION },
    player ? [player] : [],
  )
  const strip = embla.containerNode()

  // What the slideshow is doing. It plays once its first advance is due, and rests while any of these holds.
  let started = false
  let inView = true
  let pausedByUser = false
  // Whether the visitor has moved the carousel (a press or a swipe): a slide they chose gets a full delay.
  let visitorChose = false
  // Keyboard focus coming onto the carousel holds the slideshow until it leaves, as the pointer over it does:
  // the slide a visitor is reading, or the dot they are on, must not change under them. Pressing Play plays
  // all the same. (A click focuses a button too, but without the keyboard's mark: after a click the slideshow
  // goes on once the pointer leaves.)
  let heldByFocus = false
  const hovered = () => carousel.matches(':hover')
  const resting = () => !started || !inView || pausedByUser || heldByFocus

  // Screen readers are told about slide changes only while the slides do not change by themselves.
  const announce = () => strip.setAttribute('aria-live', player && !pausedByUser ? 'off' : 'polite')
  const showSelected = () => markSelected(embla, dots)

  const chose = () => {
    visitorChose = true
    player?.reset()
  }
  part(root, 'carousel-previous').addEventListener('click', () => {
    embla.scrollPrev(reducedMotion)
    chose()
  })
  part(root, 'carousel-next').addEventListener('click', () => {
    embla.scrollNext(reducedMotion)
    chose()
  })
  for (const [index, dot] of dots.entries())
    dot.addEventListener('click', () => {
      embla.scrollTo(index, reducedMotion)
      chose()
    })
  pauseButton.addEventListener('click', () => {
    pausedByUser = !pausedByUser
    if (!pausedByUser) heldByFocus = false
    pauseButton.toggleAttribute('data-paused', pausedByUser)
    pauseButton.setAttribute('aria-label', pausedByUser ? 'Play slideshow' : 'Pause slideshow')
    announce()
    if (pausedByUser) player?.stop()
    else if (!resting() && !hovered()) player?.play() // after a full delay
  })

  const within = (target: EventTarget | null) => target instanceof Node && carousel.contains(target)
  carousel.addEventListener('focusin', (event) => {
    if (within(event.relatedTarget) || !carousel.querySelector(':focus-visible')) return
    heldByFocus = true
    player?.stop()
  })
  carousel.addEventListener('focusout', (event) => {
    if (within(event.relatedTarget) || !heldByFocus) return
    heldByFocus = false
    if (!resting() && !hovered()) player?.play() // after a full delay
  })

  const endCompositorGlide = reducedMotion ? () => {} : glideOnCompositor(embla)
  embla
    .on('select', showSelected)
    .on('reInit', showSelected)
    // A swipe is the visitor's choice too, and follows the finger at once (no transition in the way).
    .on('pointerDown', () => {
      visitorChose = true
      endCompositorGlide()
    })
    // The plugin starts itself again when the pointer leaves or the tab comes back; while the slideshow rests
    // for another reason it is stopped again as soon as the plugin has finished starting.
    .on('autoplay:play', () => {
      if (resting()) queueMicrotask(() => player?.stop())
    })

  if (player) {
    // The code starts well after the first paint; the first advance is timed from that paint, when the page was
    // first shown, not from when the code arrived.
    afterFirstPaint((shown) =>
      setTimeout(
        () => {
          started = true
          if (resting() || hovered()) return // plays once back in view, unpaused, or the pointer leaves
          // A slide the visitor chose before the first advance gets a full delay instead.
          if (!visitorChose && document.visibilityState === 'visible') embla.scrollNext()
          player.play()
        },
        Math.max(0, shown + AUTOPLAY_DELAY_MS - performance.now()),
      ),
    )
    // Out of view, nobody sees the slides move: autoplay rests, and the page with it.
    new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true
      if (!inView) player.stop()
      else if (!resting() && !hovered()) player.play()
    }).observe(carousel)
  }
  announce()
  showSelected()
  carousel.setAttribute('data-carousel-ready', '')
}
