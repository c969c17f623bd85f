import { heroSlides } from '@app/sample-data/marketing'
import { buttonVariants } from '@app/ui/lib/button-variants'
import { clsx } from 'clsx'
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

/** Round icon buttons; `!` because without tailwind-merge the base `rounded-lg` is still in the list. */
const roundButton = (variant: 'outline' | 'ghost') =>
  clsx(buttonVariants({ variant, size: 'icon' }), 'rounded-full!')

/**
 * The markup of the hero carousel (an island of the landing page, whose script is kept small: plain buttons
 * with the button styles, no Radix Slot or tailwind-merge), shared by the prerendered still version and the interactive one so
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
        <button
          type="button"
          className={roundButton('outline')}
          aria-label="Previous slide"
          onClick={onPrevious}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
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
                  className={clsx(
                    'block h-2 rounded-full transition-all duration-300',
                    selected ? 'w-6 bg-accent-600' : 'w-2 bg-muted-strong group-hover:bg-accent-300',
                  )}
                />
              </button>
            )
          })}
        </div>
        <button type="button" className={roundButton('outline')} aria-label="Next slide" onClick={onNext}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {showPauseControl ? (
          <button
            type="button"
            className={roundButton('ghost')}
            aria-label={pausedByUser ? 'Play slideshow' : 'Pause slideshow'}
            onClick={onTogglePause}
          >
            {pausedByUser ? (
              <Play className="size-4" aria-hidden="true" />
            ) : (
              <Pause className="size-4" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
    </section>
  )
}
