import { expect, type Locator, test } from '@playwright/test'

/**
 * What the top bar shows at tablet and desktop widths must sit side by side on one line: at 768 px the founder
 * preview's five links once ran into its logo and badge, with "AI Cofounder" on two lines, and no page scrolled
 * sideways, so the every-route check did not see it. Each width: the logo, the area badge, every link of the bar
 * and Get Early Access (or the menu toggle) that are shown, none overlapping another, each on one line.
 */
type Box = { name: string; x: number; y: number; width: number; height: number }

async function shownBoxes(items: Locator, name: (item: Locator) => Promise<string>): Promise<Box[]> {
  const boxes: Box[] = []
  for (const item of await items.all()) {
    const box = await item.boundingBox()
    if (box && (await item.isVisible())) boxes.push({ name: await name(item), ...box })
  }
  return boxes
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const [area, path] of [
  ['Founder Preview', '/founder/dashboard'],
  ['Investor Preview', '/investor/dashboard'],
] as const) {
  for (const width of [768, 1024, 1280]) {
    test(`${path} at ${width} px: the top bar's items side by side, each on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const bar = page.getByRole('banner')
      const named = async (item: Locator) => (await item.textContent()) ?? ''
      const boxes = [
        ...(await shownBoxes(bar.getByRole('link', { name: 'VibeScore home' }), async () => 'logo')),
        ...(await shownBoxes(bar.getByText(area, { exact: true }), async () => 'badge')),
        ...(await shownBoxes(bar.getByRole('navigation', { name: area }).getByRole('link'), named)),
        ...(await shownBoxes(bar.getByRole('link', { name: 'Get Early Access' }), named)),
        ...(await shownBoxes(bar.getByRole('button', { name: 'Open menu' }), async () => 'menu')),
      ]
      expect(boxes.map((box) => box.name)).toContain('logo')
      const overlapping = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.name} / ${b.name}`] : [])),
      )
      expect(overlapping, 'items drawn over each other').toEqual([])
      // One line of text: a link or button of the bar is 36–40 px high; two lines make it taller.
      const tall = boxes.filter((box) => box.height > 44).map((box) => `${box.name}: ${box.height}px`)
      expect(tall, 'items on more than one line').toEqual([])
    })
  }
}
