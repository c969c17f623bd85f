import { describe, expect, it } from 'vitest'
import { slideImageFile, slideImageSrcSet } from './slide-images'

describe('slide image files', () => {
  it('names a file by base, width and format', () => {
    expect(slideImageFile('/slides/ai-coach', 640, 'avif')).toBe('/slides/ai-coach-640w.avif')
  })

  it('lists every width in a srcset', () => {
    expect(slideImageSrcSet('/slides/x', 'webp')).toBe(
      '/slides/x-640w.webp 640w, /slides/x-800w.webp 800w, /slides/x-1024w.webp 1024w, /slides/x-1280w.webp 1280w',
    )
  })
})
