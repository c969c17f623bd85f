import { expect, type Locator } from '@playwright/test'

/** Whether two elements' boxes on the page overlap: one covers the other where they meet. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()])
  if (!first || !second) throw new Error('not laid out')
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  )
}

/**
 * Whether `cover` lies over any of the words drawn in `text` (not merely its box: a label is a block as wide as
 * its field, and a toast beside its words leaves them readable).
 */
export async function coversWords(cover: Locator, text: Locator): Promise<boolean> {
  const box = await cover.boundingBox()
  if (!box) throw new Error('not laid out')
  const words = await text.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }))
  })
  if (words.length === 0) throw new Error('no words drawn')
  return words.some(
    (word) =>
      box.x < word.x + word.width &&
      word.x < box.x + box.width &&
      box.y < word.y + word.height &&
      word.y < box.y + box.height,
  )
}

/**
 * Waits until an element has come to rest: no transition or animation running on it, and its box the same
 * two frames apart. A toast slides in, so where it sits is measured once it has stopped, not on the way.
 */
export async function cameToRest(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate(async (node) => {
          const box = () => JSON.stringify(node.getBoundingClientRect())
          const before = box()
          for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame)
          return box() === before && node.getAnimations().length === 0
        }),
      { message: 'the element keeps moving' },
    )
    .toBe(true)
}

/**
 * The lines an element's text is drawn on, top to bottom, each as its drawn width in CSS pixels (text a screen
 * reader alone is given, `.sr-only`, left out). A label that keeps one line has one; a heading whose last word
 * sits alone on a line ends with a short one. Measured once the site's font is in: the fallback is narrower
 * and would keep on one line what a visitor sees wrap.
 */
export function textLines(element: Locator): Promise<number[]> {
  return element.evaluate(async (node) => {
    await document.fonts.ready
    const lines: { top: number; left: number; right: number }[] = []
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const text = walker.currentNode
      if (!text.textContent?.trim() || text.parentElement?.closest('.sr-only')) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue
        // Rects of one line share (nearly) its top; a taller inline box may start a few pixels higher.
        const line = lines.find(({ top }) => Math.abs(top - rect.top) < rect.height / 2)
        if (line) {
          line.left = Math.min(line.left, rect.left)
          line.right = Math.max(line.right, rect.right)
        } else lines.push({ top: rect.top, left: rect.left, right: rect.right })
      }
    }
    return lines.sort((a, b) => a.top - b.top).map(({ left, right }) => right - left)
  })
}
