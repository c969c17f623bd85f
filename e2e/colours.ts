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

/** An element's colour property (`color`, `border-top-color`, …) as the browser paints it: [r, g, b]. */
export const colourOf = (target: Locator, property: string) =>
  target.evaluate((element, name) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2D canvas')
    context.fillStyle = getComputedStyle(element).getPropertyValue(name)
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
  }, property)

/** WCAG relative luminance of an sRGB colour [r, g, b] (0–255). */
export const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of two sRGB colours, 1 to 21. */
export const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}
