import { usePrefersReducedMotion } from '@app/ui/hooks/use-prefers-reduced-motion'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import type { CarouselControls } from './carousel-engine'
import { CarouselView } from './carousel-view'

const CarouselEngine = lazy(() => import('./carousel-engine'))

type CarouselAction = (controls: CarouselControls) => void

/**
 * The hero carousel, an island of the landing page. Its markup (with the first slide's image) is prerendered;
 * once hydrated it loads the carousel engine, which attaches to the markup already on the page, so nothing
 * moves or loses focus. A previous/next/dot press before the engine is there is carried out when it arrives.
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion()
  const [carousel, setCarousel] = useState<HTMLElement | null>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [controls, setControls] = useState<CarouselControls | null>(null)
  const pending = useRef<CarouselAction[]>([])
  const [selectedIndex, setSelectedIndex] = useState(0)
  // WCAG 2.2.2: moving content needs a way to stop it; the visitor's choice outlasts hover pauses.
  const [pausedByUser, setPausedByUser] = useState(false)
  const autoplay = !reducedMotion && !pausedByUser

  const act = (action: CarouselAction) => {
    if (controls) action(controls)
    else pending.current.push(action)
  }
  const engineReady = useCallback((ready: CarouselControls) => {
    setControls(ready)
    for (const action of pending.current.splice(0)) action(ready)
  }, [])

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
        onPrevious={() => act((engine) => engine.previous())}
        onNext={() => act((engine) => engine.next())}
        onSelectSlide={(index) => act((engine) => engine.goTo(index))}
        onTogglePause={() => setPausedByUser((paused) => !paused)}
      />
      {carousel && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            hoverRoot={carousel}
            autoplay={autoplay}
            reducedMotion={reducedMotion}
            onReady={engineReady}
            onSelect={setSelectedIndex}
          />
        </Suspense>
      ) : null}
    </>
  )
}
