import type { Locator } from '@playwright/test'

/**
 * The colour a visitor sees behind an element's text, as "r,g,b": its background painted over its ancestors'
 * on a white page, alpha and all. The browser paints them (a one-pixel canvas), so any colour syntax the page
 * uses is read, oklch() as well as the rgb() of forced colours.
 */
export const backgroundOf = (target: Locator) =>
  target.evaluate((element) => {
    const layers: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement)
      layers.push(getComputedStyle(node).backgroundColor)
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2D canvas')
    for (const colour of ['white', ...layers.reverse()]) {
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
    }
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(',')
  })
