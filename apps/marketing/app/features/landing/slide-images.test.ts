import { statSync } from 'node:fs'
import path from 'node:path'
import { heroSlides } from '@app/sample-data/marketing'
import { describe, expect, it } from 'vitest'
import {
  SLIDE_IMAGE_FORMATS,
  SLIDE_VIEWPORTS,
  slideImageFallback,
  slideImageFile,
  slideImageSources,
} from './slide-images'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
/** The first slide is in the landing's first paint on phones (LCP path): its phone file stays this small. */
const FIRST_SLIDE_PHONE_MAX_BYTES = 25 * 1024

describe('slide image files', () => {
  it('names a file by base, viewport, width and format', () => {
    expect(slideImageFile('/slides/ai-coach', 'phone', 720, 'avif')).toBe('/slides/ai-coach-phone-720w.avif')
  })

  it('lists the phone sources first, each format before the next, with the phone media query', () => {
    const sources = slideImageSources('/slides/x')
    expect(sources.map(({ media, type }) => [media, type])).toEqual([
      ['(max-width: 639px)', 'image/avif'],
      ['(max-width: 639px)', 'image/webp'],
      [undefined, 'image/avif'],
      [undefined, 'image/webp'],
    ])
    expect(sources[0]?.srcSet).toBe('/slides/x-phone-480w.avif 480w, /slides/x-phone-720w.avif 720w')
    expect(sources[3]?.srcSet).toBe(
      '/slides/x-desktop-640w.webp 640w, /slides/x-desktop-960w.webp 960w, /slides/x-desktop-1280w.webp 1280w, /slides/x-desktop-1600w.webp 1600w',
    )
  })

  it('gives every source its own size, so the box is reserved whichever the browser picks', () => {
    const [phone, , desktop] = slideImageSources('/slides/x')
    expect(phone).toMatchObject({ width: 360, height: 720 })
    expect(desktop).toMatchObject({ width: 1200, height: 800 })
    expect(slideImageFallback('/slides/x')).toEqual({
      src: '/slides/x-desktop-1280w.webp',
      width: 1200,
      height: 800,
    })
  })

  it('has only the last viewport without a media query (the fallback)', () => {
    expect(SLIDE_VIEWPORTS.map((viewport) => viewport.media === undefined)).toEqual([false, true])
  })
})

describe('the captured slide images in public/', () => {
  for (const slide of heroSlides) {
    for (const viewport of SLIDE_VIEWPORTS) {
      it(`${slide.image} has every ${viewport.name} width and format`, () => {
        for (const width of viewport.widths) {
          for (const format of SLIDE_IMAGE_FORMATS) {
            const file = path.join(publicDir, slideImageFile(slide.image, viewport.name, width, format))
            expect(statSync(file, { throwIfNoEntry: false })?.isFile(), file).toBe(true)
          }
        }
      })
    }
  }

  it('keeps the first slide’s phone files small enough for the first paint', () => {
    const [first] = heroSlides
    const [phone] = SLIDE_VIEWPORTS
    for (const width of phone.widths) {
      for (const format of SLIDE_IMAGE_FORMATS) {
        const file = path.join(publicDir, slideImageFile(first?.image ?? '', phone.name, width, format))
        expect(statSync(file).size, file).toBeLessThanOrEqual(FIRST_SLIDE_PHONE_MAX_BYTES)
      }
    }
  })
})
