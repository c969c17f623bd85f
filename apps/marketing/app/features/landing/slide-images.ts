/**
 * The hero slides' image-source table: each slide is captured twice from the preview apps, once in their phone
 * layout and once in their desktop layout, and stored under public/ as `<image>-<viewport>-<width>w.<format>`.
 * The capture script (scripts/capture-screens.ts) writes exactly these files; the carousel reads them.
 */
export const SLIDE_IMAGE_FORMATS = ['avif', 'webp'] as const
export type SlideImageFormat = (typeof SLIDE_IMAGE_FORMATS)[number]

export interface SlideViewport {
  name: 'phone' | 'desktop'
  /** When the browser takes this capture; the last viewport has none and is the fallback. */
  media?: string
  /** The preview's CSS viewport at capture time; also each file's aspect ratio. */
  capture: { width: number; height: number }
  /** Pixel widths written (the largest sets the capture's device scale factor). */
  widths: readonly number[]
  /** The slide image's rendered width at this viewport (see hero-section.tsx: paddings and max-w-5xl). */
  sizes: string
}

/**
 * Phones get the previews' phone layout at 360 px, shown ~310 px wide (≈0.86×: 14 px text stays ≥ 12 px);
 * wider screens get the desktop layout at 1200 px, shown at most ~975 px wide.
 */
export const SLIDE_VIEWPORTS: readonly [SlideViewport, SlideViewport] = [
  {
    name: 'phone',
    media: '(max-width: 639px)',
    capture: { width: 360, height: 720 },
    // 720 px covers 2× screens; 3× screens upscale it slightly rather than fetch a file twice the size.
    widths: [480, 720],
    sizes: 'calc(100vw - 66px)',
  },
  {
    name: 'desktop',
    capture: { width: 1200, height: 800 },
    widths: [640, 960, 1280, 1600],
    sizes: '(min-width: 1100px) 975px, calc(100vw - 7rem)',
  },
]

export function slideImageFile(
  image: string,
  viewport: SlideViewport['name'],
  width: number,
  format: SlideImageFormat,
): string {
  return `${image}-${viewport}-${width}w.${format}`
}

/** One `<source>` of a slide's `<picture>`. */
export interface SlideImageSource {
  media: string | undefined
  type: `image/${SlideImageFormat}`
  srcSet: string
  sizes: string
  /** Per source, so the browser reserves the right box for whichever it picks (no layout shift). */
  width: number
  height: number
}

/** A slide's sources, in the order the browser must try them: phone before desktop, AVIF before WebP. */
export function slideImageSources(image: string): SlideImageSource[] {
  return SLIDE_VIEWPORTS.flatMap((viewport) =>
    SLIDE_IMAGE_FORMATS.map((format) => ({
      media: viewport.media,
      type: `image/${format}` as const,
      srcSet: viewport.widths
        .map((width) => `${slideImageFile(image, viewport.name, width, format)} ${width}w`)
        .join(', '),
      sizes: viewport.sizes,
      width: viewport.capture.width,
      height: viewport.capture.height,
    })),
  )
}

/** The `<img>` itself: the desktop capture in WebP, for browsers without `<picture>` support. */
export function slideImageFallback(image: string): { src: string; width: number; height: number } {
  const desktop = SLIDE_VIEWPORTS[1]
  return {
    src: slideImageFile(image, desktop.name, 1280, 'webp'),
    width: desktop.capture.width,
    height: desktop.capture.height,
  }
}
