import type { CarouselSlide } from '@app/sample-data/types'
import { clsx } from 'clsx'
import { slideImageFallback, slideImageSources } from './slide-images'

interface SlideFigureProps {
  slide: CarouselSlide
  /**
   * The first slide is in the HTML and fetched with it (eager), but at low priority: on a phone the largest
   * paint is the headline above it, which waits for the stylesheet and the font, so the slide must not compete
   * with them (Lighthouse mobile LCP 1.36 s with high priority, 1.29 s with low, before the font subset). The others
   * are out of sight until the carousel engine runs (it loads once the page is idle), so their images are not
   * even fetched lazily before then — beside the viewport, lazy images would still load with the first paint.
   */
  priority: boolean
}

export function SlideFigure({ slide, priority }: SlideFigureProps) {
  const fallback = slideImageFallback(slide.image)
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
        {/* Phones get the previews' phone layout, wider screens the desktop one; each source carries its own
            size, so the box is reserved before the file arrives whichever one the browser picks. */}
        <picture>
          {slideImageSources(slide.image).map((source) => (
            <source key={`${source.media}-${source.type}`} {...source} />
          ))}
          <img
            src={fallback.src}
            alt={slide.imageAlt}
            width={fallback.width}
            height={fallback.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'low' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className={clsx(
              'block h-auto w-full',
              // Held back until the carousel's code runs (lazy images beside the window would load with the first
              // paint); without JavaScript the slides are a strip to scroll, and each shows its picture.
              !priority && 'hidden group-data-carousel-ready/carousel:block without-script:block',
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
