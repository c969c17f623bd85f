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
