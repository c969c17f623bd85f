import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useMemo } from 'react'

/** Spec §2/§9: a new slide every 4000 ms. */
const AUTOPLAY_DELAY_MS = 4000

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
 * Embla with the autoplay plugin (spec §2): loops, advances every 4 s, does not stop for good on interaction
 * but pauses while the pointer is over the carousel and resumes when it leaves. Renders nothing itself; it is
 * loaded lazily and drives the markup the page already shows.
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
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              rootNode: () => hoverRoot,
            }),
          ]
        : [],
    [autoplay, hoverRoot],
  )
  const [attach, emblaApi] = useEmblaCarousel({ loop: true }, plugins)

  useEffect(() => {
    attach(viewport)
  }, [attach, viewport])

  useEffect(() => {
    if (!emblaApi) return
    const select = () => onSelect(emblaApi.selectedScrollSnap())
    // A slide the visitor chose gets the full delay before autoplay moves on.
    const restartTimer = () => emblaApi.plugins().autoplay?.reset()
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
    emblaApi.on('select', select).on('reInit', select)
    return () => {
      emblaApi.off('select', select).off('reInit', select)
    }
  }, [emblaApi, onReady, onSelect, reducedMotion])

  return null
}
