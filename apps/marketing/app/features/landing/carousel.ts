import { REACH_EVENTS } from '@app/page-runtime/contract'
import { afterFirstPaint } from '@app/page-runtime/inline/after-first-paint'
import { prefersReducedMotion } from '@app/ui/lib/reduced-motion'
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import {
  AUTOPLAY_DELAY_MS,
  GLIDE_EASING,
  GLIDE_MS,
  playSlideshow,
  type Slideshow,
} from './carousel-slideshow'

/**
 * How long a glide Embla draws itself takes, in Embla's own unit (its default is 25; 16 settles in about 0.35 s
 * without overshooting). Embla draws every frame of such a glide on the main thread, so it is used only where the
 * compositor cannot take over: a swipe, and a move across the loop's seam (see `glideOnCompositor`).
 */
const GLIDE_DURATION = 16
/**
 * Once Embla drives the carousel, every other slide change (autoplay, previous/next, dots) is one move of the slide
 * strip that the browser's own transition glides on the compositor, in the same 0.35 s: the main thread draws
 * about six frames per change (the transition's start and end) instead of about twenty.
 */
const COMPOSITOR_GLIDE = `transform ${GLIDE_MS}ms ${GLIDE_EASING}`
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
function markSelected(selected: number, dots: readonly Element[], slides: readonly Element[]): void {
  for (const [index, dot] of dots.entries()) {
    if (index === selected) dot.setAttribute('aria-current', 'true')
    else dot.removeAttribute('aria-current')
  }
  for (const [index, slide] of slides.entries()) {
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
    const { location, target, dragHandler } = engine()
    // While a finger or a mouse drags the strip, its target is where the pointer is and the strip catches up
    // with it frame by frame: a frame in which it has nearly caught up is not the end of a glide (finishing it
    // there would put the strip back on the slide the drag started from, and no swipe would ever move on).
    if (dragHandler.pointerDown()) return
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
 * The parts of the prerendered carousel (carousel-view.tsx) both ways of playing it work on.
 */
function carouselParts(root: Element) {
  const carousel = part(root, 'carousel')
  const viewport = part(root, 'carousel-viewport')
  const strip = viewport.firstElementChild
  if (!(strip instanceof HTMLElement)) throw new Error('The carousel has no slide strip.')
  const slides = [...strip.children].filter((slide) => slide instanceof HTMLElement)
  const dots = [...root.querySelectorAll('[data-slot="carousel-dot"]')]
  return { carousel, viewport, strip, slides, dots }
}
type CarouselParts = ReturnType<typeof carouselParts>

/**
 * Shows the other slides' screens, which the markup holds back (beside the window, lazy images would load with
 * the first paint), and fetches them all at once: a screen fetched lazily as the strip comes near it arrives while
 * the strip moves, and costs the main thread frames of its own there. Once is enough; later calls do nothing.
 */
function showOtherScreens(carousel: HTMLElement): void {
  if (carousel.hasAttribute('data-carousel-ready')) return
  carousel.setAttribute('data-carousel-ready', '')
  for (const image of carousel.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager')
}

/**
 * Brings the prerendered carousel (carousel-view.tsx) to life. Until the visitor reaches for it (a pointer over
 * it, a touch, focus, a key or a press), it plays by itself as one animation the compositor draws
 * (carousel-slideshow.ts): the first advance 4 s after the page was shown, then one every 4 s, round and round,
 * costing the main thread one small task a slide. It rests while it is scrolled out of view and while the tab is
 * hidden. From the visitor's first reach, Embla takes over at the slide shown (`driveWithEmbla`) and the
 * buttons, dots and swipes move it. Under reduced motion nothing moves by itself and Embla drives it at once.
 */
export function startCarousel(root: Element): void {
  const parts = carouselParts(root)
  const { carousel, strip, slides, dots } = parts
  // This code starts right after the first paint. The other screens wait until the page has loaded what it shows
  // first (the first slide's picture among it), so that they do not share a phone's connection with it, nor its
  // main thread with their decoding; if Embla takes over sooner, it shows them then.
  if (document.readyState === 'complete') showOtherScreens(carousel)
  else addEventListener('load', () => showOtherScreens(carousel), { once: true })
  if (prefersReducedMotion()) {
    driveWithEmbla(root, parts, 0)
    return
  }

  let slideshow: Slideshow | undefined
  let takenOver = false
  // Nobody sees the slides move while the carousel is out of view or the tab is hidden: the slideshow rests.
  const unseen = new Set<'out of view' | 'hidden'>()
  const setUnseen = (reason: 'out of view' | 'hidden', isUnseen: boolean) => {
    const wasResting = unseen.size > 0
    if (isUnseen) unseen.add(reason)
    else unseen.delete(reason)
    if (wasResting === unseen.size > 0) return
    if (unseen.size > 0) slideshow?.rest()
    else slideshow?.resume()
  }
  const onView = new IntersectionObserver(([entry]) =>
    setUnseen('out of view', !(entry?.isIntersecting ?? true)),
  )
  const onVisibility = () => setUnseen('hidden', document.visibilityState === 'hidden')

  const takeOver = () => {
    if (takenOver) return
    takenOver = true
    for (const type of REACH_EVENTS) carousel.removeEventListener(type, takeOver, true)
    onView.disconnect()
    document.removeEventListener('visibilitychange', onVisibility)
    const shown = slideshow?.selected() ?? 0
    slideshow?.stop()
    driveWithEmbla(root, parts, shown)
  }
  // Capturing, so Embla is in place before the event reaches the strip: a swipe's first touch is its own.
  for (const type of REACH_EVENTS) carousel.addEventListener(type, takeOver, true)
  // The visitor's reach may be what started this code (a pointer over it, focus in it).
  if (carousel.matches(':hover, :focus-within')) {
    takeOver()
    return
  }

  // Slides changing by themselves are not read out as they change.
  strip.setAttribute('aria-live', 'off')
  afterFirstPaint((shownAt) => {
    if (takenOver) return
    slideshow = playSlideshow(strip, slides, shownAt, (shown) => markSelected(shown, dots, slides))
    onView.observe(carousel)
    document.addEventListener('visibilitychange', onVisibility)
    if (document.visibilityState === 'hidden') onVisibility()
  })
}

/**
 * Embla's own engine and its autoplay plugin drive the carousel from `startIndex`, once the visitor has reached
 * for it: loops, advances every 4 s; does not stop for good on interaction but rests while a mouse or pen is
 * over the carousel (not a finger that tapped), while keyboard focus is on it, while the tab is hidden (the
 * plugin), while it is scrolled out of view, and once the visitor pauses it, and resumes after a full delay.
 * Under reduced motion nothing moves by itself and the buttons jump. It changes only attributes of the markup,
 * which its classes style.
 */
function driveWithEmbla(root: Element, parts: CarouselParts, startIndex: number): void {
  const { carousel, viewport, slides, dots } = parts
  showOtherScreens(carousel)
  const pauseButton = part(root, 'carousel-pause')
  const reducedMotion = prefersReducedMotion()
  const player = reducedMotion
    ? undefined
    : Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: false,
        rootNode: () => carousel,
      })
  const embla = EmblaCarousel(
    viewport,
    { loop: true, duration: GLIDE_DURATION, startIndex },
    player ? [player] : [],
  )
  const strip = embla.containerNode()

  // What the slideshow is doing: it rests while any of these holds.
  let inView = true
  let pausedByUser = false
  // Keyboard focus coming onto the carousel holds the slideshow until it leaves, as the pointer over it does:
  // the slide a visitor is reading, or the dot they are on, must not change under them. Pressing Play plays
  // all the same. (A click focuses a button too, but without the keyboard's mark: after a click the slideshow
  // goes on once the pointer leaves.)
  // (Focus may already be on it: coming onto the carousel is one way of reaching for it.)
  let heldByFocus = carousel.querySelector(':focus-visible') !== null
  // A mouse or a pen resting on the carousel holds the slideshow (the plugin's own `stopOnMouseEnter` would
  // take a tap for one: a tap leaves `:hover` and a compatibility mouseenter behind, with no leave until the
  // next tap elsewhere, and the slideshow stopped for good on a phone). A finger that lifted is not over it.
  let pointerOver = carousel.matches(':hover') && matchMedia('(hover: hover)').matches
  const hovered = () => pointerOver
  const resting = () => !inView || pausedByUser || heldByFocus

  // Screen readers are told about slide changes only while the slides do not change by themselves: while the
  // slideshow rests (keyboard focus on it, a pointer over it, paused) a press of Previous, Next or a dot is read
  // out; while it plays, nothing is. (The plugin says it plays or stops before its own `isPlaying` says so.)
  const announce = (playing: boolean) => strip.setAttribute('aria-live', playing ? 'off' : 'polite')
  const showSelected = () => markSelected(embla.selectedScrollSnap(), dots, slides)

  // A slide the visitor chose gets a full delay.
  const chose = () => player?.reset()
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
    if (pausedByUser) player?.stop()
    else if (!resting() && !hovered()) player?.play() // after a full delay
  })

  carousel.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'touch') return
    pointerOver = true
    player?.stop()
  })
  carousel.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'touch' || !pointerOver) return
    pointerOver = false
    if (!resting()) player?.play() // after a full delay
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
    .on('pointerDown', endCompositorGlide)
    // The plugin starts itself again when a drag ends or the tab comes back; while the slideshow rests for
    // another reason (a mouse over it among them) it is stopped again as soon as the plugin has finished starting.
    .on('autoplay:play', () => {
      if (resting() || hovered()) queueMicrotask(() => player?.stop())
    })
    .on('autoplay:play', () => announce(true))
    .on('autoplay:stop', () => announce(false))

  if (player) {
    // Out of view, nobody sees the slides move: autoplay rests, and the page with it.
    new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true
      if (!inView) player.stop()
      else if (!resting() && !hovered()) player.play()
    }).observe(carousel)
  }
  announce(false)
  showSelected()
}
