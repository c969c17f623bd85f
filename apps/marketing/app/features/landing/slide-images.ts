/**
 * How hero slide screenshots are stored under public/: `<image>-<width>w.<format>` for every width and
 * format below. The capture script writes exactly these files; the carousel reads them.
 */
export const SLIDE_IMAGE_SIZE = { width: 1280, height: 800 } as const
/** Phones (~360–430 px at 2–3×) take 800 or 1024, desktops 1024 or 1280. */
export const SLIDE_IMAGE_WIDTHS = [640, 800, 1024, 1280] as const
/** Best first: browsers take the first `<source>` they support. */
export const SLIDE_IMAGE_FORMATS = ['avif', 'webp'] as const

export type SlideImageFormat = (typeof SLIDE_IMAGE_FORMATS)[number]

export function slideImageFile(image: string, width: number, format: SlideImageFormat): string {
  return `${image}-${width}w.${format}`
}

export function slideImageSrcSet(image: string, format: SlideImageFormat): string {
  return SLIDE_IMAGE_WIDTHS.map((width) => `${slideImageFile(image, width, format)} ${width}w`).join(', ')
}
