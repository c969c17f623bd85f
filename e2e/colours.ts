import type { Locator } from '@playwright/test'

/**
 * In the page: the colours an element shows, painted in order on a one-pixel canvas, so the browser reads any
 * colour syntax the page uses (oklch() as well as the rgb() of forced colours) and composes alpha. `behind` is
 * its background over its ancestors' on a white page; otherwise the one colour property named. Returns [r, g, b].
 */
function paintedColour(element: Element, { property, behind }: { property: string; behind: boolean }) {
  const layers: string[] = []
  if (behind) {
    for (let node: Element | null = element; node; node = node.parentElement)
      layers.unshift(getComputedStyle(node).backgroundColor)
    layers.unshift('white')
  } else layers.push(getComputedStyle(element).getPropertyValue(property))
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas')
  for (const colour of layers) {
    context.fillStyle = colour
    context.fillRect(0, 0, 1, 1)
  }
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
}

/** The colour a visitor sees behind an element's text, as "r,g,b": its background over its ancestors'. */
export const backgroundOf = async (target: Locator) =>
  (await target.evaluate(paintedColour, { property: 'background-color', behind: true })).join(',')

/** An element's colour property (`color`, `border-top-color`, …) as the browser paints it: [r, g, b]. */
export const colourOf = (target: Locator, property: string) =>
  target.evaluate(paintedColour, { property, behind: false })

/** WCAG relative luminance of an sRGB colour [r, g, b] (0–255). */
const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
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
