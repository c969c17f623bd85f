import type { CarouselSlide } from '@app/sample-data/types'
import { clsx } from 'clsx'
import { SLIDE_IMAGE_FORMATS, SLIDE_IMAGE_SIZE, slideImageFile, slideImageSrcSet } from './slide-images'

/** The frame is at most 64rem wide (max-w-5xl) minus its padding; below that it spans the viewport. */
const SLIDE_IMAGE_SIZES = '(min-width: 1100px) 1000px, calc(100vw - 2rem)'

interface SlideFigureProps {
  slide: CarouselSlide
  /**
   * The first slide is on screen at once and next to the page's largest paint: fetch it at once. The others
   * are out of sight until the carousel engine runs (it loads once the page is idle), so their images are not
   * even fetched lazily before then — beside the viewport, lazy images would still load with the first paint.
   */
  priority: boolean
}

export function SlideFigure({ slide, priority }: SlideFigureProps) {
  const fallbackWidth = SLIDE_IMAGE_SIZE.width
  return (
    <figure className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-xl border border-border bg-muted shadow-card">
        <div
          className="flex h-7 items-center gap-1.5 border-border border-b bg-muted px-3"
          aria-hidden="true"
        >
          <span className="size-2.5 rounded-full bg-muted-strong" />
          <span className="size-2.5 rounded-full bg-muted-strong" />
          <span className="size-2.5 rounded-full bg-muted-strong" />
        </div>
        <picture>
          {SLIDE_IMAGE_FORMATS.map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={slideImageSrcSet(slide.image, format)}
              sizes={SLIDE_IMAGE_SIZES}
            />
          ))}
          <img
            src={slideImageFile(slide.image, fallbackWidth, 'webp')}
            alt={slide.imageAlt}
            width={SLIDE_IMAGE_SIZE.width}
            height={SLIDE_IMAGE_SIZE.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className={clsx(
              'block aspect-[16/10] h-auto w-full object-cover object-top',
              !priority && 'hidden group-data-carousel-ready/carousel:block',
            )}
          />
        </picture>
      </div>
      <figcaption className="px-1 text-center">
        {/* A caption, not a heading: the slides sit right under the page's h1 (heading order). */}
        <p className="font-semibold text-foreground text-lg tracking-tight">{slide.title}</p>
        <p className="mt-1 text-muted-foreground text-sm">{slide.description}</p>
      </figcaption>
    </figure>
  )
}
