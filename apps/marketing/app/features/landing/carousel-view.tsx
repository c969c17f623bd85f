import { REPEAT_UNDOES_ATTRIBUTE } from '@app/page-runtime/contract'
import { heroSlides } from '@app/sample-data/marketing'
import { buttonVariants } from '@app/ui/lib/button-variants'
import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { SlideFigure } from './slide-figure'

/** Round icon buttons; `!` because without tailwind-merge the base `rounded-lg` is still in the list. */
const roundButton = (variant: 'outline' | 'ghost') =>
  clsx(buttonVariants({ variant, size: 'icon' }), 'rounded-full!')

/**
 * The hero carousel as the page first shows it: the first slide current, the slideshow not yet playing. Its
 * behaviour (carousel.ts) is plain DOM code that attaches to this markup through the `data-slot` names below and
 * changes only attributes (`aria-current`, `aria-label`, `aria-live`, `data-carousel-ready`, `data-paused`), which
 * the classes here style: nothing is rendered twice and nothing moves when it starts. Without JavaScript the
 * buttons could never answer, so they are not shown, and the slides become a strip the visitor swipes or
 * scrolls, one slide per stop.
 */
export function CarouselView() {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Product screens"
      data-slot="carousel"
      className="group/carousel flex flex-col gap-5"
    >
      <div
        data-slot="carousel-viewport"
        className="overflow-hidden without-script:snap-x without-script:snap-mandatory without-script:overflow-x-auto"
      >
        {/* Vertical pans are the page's and horizontal drags the carousel's code's; without script the browser
            pans the strip itself, both ways. */}
        <div className="flex touch-pan-y without-script:touch-auto" aria-live="polite">
          {heroSlides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${heroSlides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-1 without-script:snap-start"
            >
              <SlideFigure slide={slide} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>

      {/* From 640 px, previous, the dots and next are centred under the slides and the pause button sits in a
          column of its own beside them, so it does not pull them off centre. A phone has no room for that
          column: there the four are centred together (the pause button on a line of its own below, where the visitor's
          larger text leaves no room for all four in one). */}
      <div className="flex flex-wrap items-center justify-center gap-3 without-script:hidden sm:grid sm:grid-cols-[1fr_auto_1fr]">
        <div className="flex flex-wrap items-center justify-center gap-3 sm:col-start-2">
          <button
            type="button"
            data-slot="carousel-previous"
            className={roundButton('outline')}
            aria-label="Previous slide"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-center">
            {heroSlides.map((slide, index) => (
              <button
                key={slide.title}
                type="button"
                data-slot="carousel-dot"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === 0 ? 'true' : undefined}
                className="group grid size-6 cursor-pointer place-items-center rounded-full"
              >
                {/* No transition on the dot: a width animates on the main thread, frame by frame. The inputs' grey:
                    the dot is all there is of its button to see, so it stands 3:1 against the card. */}
                <span className="block h-2 w-2 rounded-full bg-input group-hover:bg-accent-300 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-accent-600" />
              </button>
            ))}
          </div>
          <button
            type="button"
            data-slot="carousel-next"
            className={roundButton('outline')}
            aria-label="Next slide"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
        {/* Moving content needs a way to stop it (WCAG 2.2.2); under reduced motion nothing moves by itself. */}
        <button
          type="button"
          data-slot="carousel-pause"
          className={clsx(roundButton('ghost'), 'group/pause motion-reduce:hidden sm:justify-self-start')}
          aria-label="Pause slideshow"
          // Pressed twice before the carousel's code has come, it is paused once, not paused and played again.
          {...{ [REPEAT_UNDOES_ATTRIBUTE]: '' }}
        >
          <Pause className="size-4 group-data-paused/pause:hidden" aria-hidden="true" />
          <Play className="hidden size-4 group-data-paused/pause:block" aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
