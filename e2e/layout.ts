import type { Locator } from '@playwright/test'

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
