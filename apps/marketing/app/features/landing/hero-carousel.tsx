import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { lazy, Suspense, useState } from 'react'
import { useIdle } from '../../hooks/use-idle'
import type { CarouselControls } from './carousel-engine'
import { CarouselView } from './carousel-view'

const CarouselEngine = lazy(() => import('./carousel-engine'))

/**
 * The hero carousel. Its markup (with the first slide's image) is prerendered; the carousel engine is not
 * needed for the first paint, so it loads once the page is idle — or as soon as the visitor reaches for the
 * carousel — and attaches to the markup already on the page, which therefore never moves or loses focus.
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion()
  const idle = useIdle()
  const [wanted, setWanted] = useState(false)
  const [carousel, setCarousel] = useState<HTMLElement | null>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [controls, setControls] = useState<CarouselControls | null>(null)
  const [selectedIndex, setSelectedIndex] = useState(0)
  // WCAG 2.2.2: moving content needs a way to stop it; the visitor's choice outlasts hover pauses.
  const [pausedByUser, setPausedByUser] = useState(false)
  const autoplay = !reducedMotion && !pausedByUser
  const requestEngine = () => setWanted(true)

  return (
    <>
      <CarouselView
        ref={setCarousel}
        viewportRef={setViewport}
        data-carousel-ready={controls ? '' : undefined}
        selectedIndex={selectedIndex}
        autoplay={autoplay && controls !== null}
        showPauseControl={!reducedMotion}
        pausedByUser={pausedByUser}
        onPointerEnter={requestEngine}
        onFocus={requestEngine}
        onTouchStart={requestEngine}
        onPrevious={() => controls?.previous()}
        onNext={() => controls?.next()}
        onSelectSlide={(index) => controls?.goTo(index)}
        onTogglePause={() => setPausedByUser((paused) => !paused)}
      />
      {(idle || wanted) && carousel && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            hoverRoot={carousel}
            autoplay={autoplay}
            reducedMotion={reducedMotion}
            onReady={setControls}
            onSelect={setSelectedIndex}
          />
        </Suspense>
      ) : null}
    </>
  )
}
