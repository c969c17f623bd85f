import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useMemo, useRef } from 'react'

/** A new slide every 4000 ms, the first one 4000 ms after the page was first shown. */
export const AUTOPLAY_DELAY_MS = 4000
/**
 * How long a slide change glides, in Embla's own unit (its default is 25; 16 settles in about 0.35 s without overshooting). Every frame of a
 * glide is drawn on the main thread, so a quicker glide is a lighter page while the carousel plays.
 */
const GLIDE_DURATION = 16
/**
 * Embla's spring keeps drawing frames until a slide is within 0.001 px of its place; once it is within half a
 * pixel (no visible difference) the glide is finished at once.
 */
const SETTLED_PX = 0.5

export interface CarouselControls {
  previous: () => void
  next: () => void
  goTo: (index: number) => void
}

interface CarouselEngineProps {
  /** The carousel's viewport, already on the page: the engine attaches to it instead of rendering. */
  viewport: HTMLElement
  /** The element whose hover pauses autoplay: the whole carousel, buttons and dots included. */
  hoverRoot: HTMLElement
  autoplay: boolean
  reducedMotion: boolean
  onReady: (controls: CarouselControls) => void
  onSelect: (index: number) => void
}

/**
 * When the page was first shown, on its performance timeline (its first paint). The carousel's code starts
 * well after that, so the first advance is timed from this moment, not from when the code arrived.
 */
function whenFirstShown(): Promise<number> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve(performance.now())
      return
    }
    new PerformanceObserver((list, observer) => {
      const paints = list.getEntries()
      if (paints.length === 0) return
      observer.disconnect()
      resolve(Math.min(...paints.map((paint) => paint.startTime)))
    }).observe({ type: 'paint', buffered: true })
  })
}

/**
 * Embla with its autoplay plugin: loops, advances every 4 s, the first time 4 s after the page was shown; does
 * not stop for good on interaction but pauses while the pointer is over the carousel (the plugin), while the tab
 * is hidden (the plugin) and while the carousel is scrolled out of view, and resumes after. Renders nothing
 * itself; it is loaded lazily and drives the markup the page already shows.
 */
export default function CarouselEngine({
  viewport,
  hoverRoot,
  autoplay,
  reducedMotion,
  onReady,
  onSelect,
}: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              rootNode: () => hoverRoot,
            }),
          ]
        : [],
    [autoplay, hoverRoot],
  )
  const [attach, emblaApi] = useEmblaCarousel({ loop: true, duration: GLIDE_DURATION }, plugins)
  // Only the first start is timed from the page's first paint; autoplay turned back on (the pause button)
  // waits a full delay.
  const firstStart = useRef(true)
  // Whether the visitor has moved the carousel: presses made before the engine arrived are carried out as it
  // starts, before autoplay is set up, so this is marked by the controls themselves rather than by an event.
  const visitorChose = useRef(false)

  useEffect(() => {
    attach(viewport)
  }, [attach, viewport])

  useEffect(() => {
    if (!emblaApi) return
    const select = () => onSelect(emblaApi.selectedScrollSnap())
    // A slide the visitor chose gets the full delay before autoplay moves on.
    const restartTimer = () => {
      visitorChose.current = true
      emblaApi.plugins().autoplay?.reset()
    }
    onReady({
      previous: () => {
        emblaApi.scrollPrev(reducedMotion)
        restartTimer()
      },
      next: () => {
        emblaApi.scrollNext(reducedMotion)
        restartTimer()
      },
      goTo: (index) => {
        emblaApi.scrollTo(index, reducedMotion)
        restartTimer()
      },
    })
    select()
    const { location, target } = emblaApi.internalEngine()
    const finishGlide = () => {
      if (location.get() !== target.get() && Math.abs(target.get() - location.get()) < SETTLED_PX)
        emblaApi.scrollTo(emblaApi.selectedScrollSnap(), true)
    }
    // A swipe is the visitor's choice too.
    const dragged = () => {
      visitorChose.current = true
    }
    emblaApi.on('select', select).on('reInit', select).on('scroll', finishGlide).on('pointerDown', dragged)
    return () => {
      emblaApi
        .off('select', select)
        .off('reInit', select)
        .off('scroll', finishGlide)
        .off('pointerDown', dragged)
    }
  }, [emblaApi, onReady, onSelect, reducedMotion])

  useEffect(() => {
    const player = emblaApi?.plugins().autoplay
    if (!emblaApi || !player || !autoplay) return
    let started = false
    let inView = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    const hovered = () => hoverRoot.matches(':hover')
    const timedFromPaint = firstStart.current
    firstStart.current = false
    const shownAt = timedFromPaint ? whenFirstShown() : Promise.resolve(performance.now() - AUTOPLAY_DELAY_MS)
    void shownAt.then((shown) => {
      if (cancelled) return
      timer = setTimeout(
        () => {
          started = true
          if (!inView || hovered()) return // resumes when back in view, or when the pointer leaves (the plugin)
          // A slide the visitor chose before the first advance gets a full delay instead.
          if (timedFromPaint && !visitorChose.current && document.visibilityState === 'visible')
            emblaApi.scrollNext()
          player.play()
        },
        Math.max(0, shown + AUTOPLAY_DELAY_MS - performance.now()),
      )
    })
    // Out of view, nobody sees the slides move: autoplay rests, and the page with it.
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true
      if (!started) return
      if (!inView) player.stop()
      else if (!hovered()) player.play()
    })
    observer.observe(hoverRoot)
    return () => {
      cancelled = true
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [emblaApi, hoverRoot, autoplay])

  return null
}
