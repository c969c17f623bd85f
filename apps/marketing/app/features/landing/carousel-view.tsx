import { heroSlides } from '@app/sample-data/marketing'
import { Button } from '@app/ui/components/button'
import { cn } from '@app/ui/lib/utils'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import type * as React from 'react'
import { SlideFigure } from './slide-figure'

export interface CarouselViewProps extends Omit<React.ComponentProps<'section'>, 'onSelect'> {
  viewportRef?: React.Ref<HTMLDivElement>
  selectedIndex: number
  /** Slides are advancing on their own: screen readers are not told about every change. */
  autoplay: boolean
  /** Offered only when motion is allowed; otherwise nothing moves on its own. */
  showPauseControl: boolean
  pausedByUser: boolean
  onPrevious?: () => void
  onNext?: () => void
  onSelectSlide?: (index: number) => void
  onTogglePause?: () => void
}

/**
 * The markup of the hero carousel, shared by the prerendered still version and the interactive one so
 * that swapping one for the other after load moves nothing on the page.
 */
export function CarouselView({
  viewportRef,
  selectedIndex,
  autoplay,
  showPauseControl,
  pausedByUser,
  onPrevious,
  onNext,
  onSelectSlide,
  onTogglePause,
  ...props
}: CarouselViewProps) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Product screens"
      className="group/carousel flex flex-col gap-5"
      {...props}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={autoplay ? 'off' : 'polite'}>
          {heroSlides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${heroSlides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              <SlideFigure slide={slide} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>

      <div className="flex items-center justify-center gap-3">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Previous slide"
          onClick={onPrevious}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="flex items-center">
          {heroSlides.map((slide, index) => {
            const selected = index === selectedIndex
            return (
              <button
                key={slide.title}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelectSlide?.(index)}
                className="group grid size-6 cursor-pointer place-items-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all duration-300',
                    selected ? 'w-6 bg-accent-600' : 'w-2 bg-muted-strong group-hover:bg-accent-300',
                  )}
                />
              </button>
            )
          })}
        </div>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Next slide"
          onClick={onNext}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
        {showPauseControl ? (
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={pausedByUser ? 'Play slideshow' : 'Pause slideshow'}
            onClick={onTogglePause}
          >
            {pausedByUser ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
