import { type PreviewName, slideSources } from '@app/marketing/slide-sources'
import { appBase } from '@app/site-config'
import { expect, test } from '../../fixtures.ts'

/**
 * The landing carousel's images are photographs of preview screens (`pnpm capture`), each framed by the
 * headings of the cards it keeps (`apps/marketing/scripts/slide-sources.ts`). A heading renamed on its screen
 * stops the capture at that slide, which nobody runs until the images need taking again: here, each framed
 * heading is checked to still be a card or section heading (level 2 or 3) on its screen.
 */
const screens = new Map<string, { app: PreviewName; screen: string; titles: Set<string> }>()
for (const { app, screen, frames } of Object.values(slideSources)) {
  const key = `${app}/${screen}`
  const entry = screens.get(key) ?? { app, screen, titles: new Set<string>() }
  for (const frame of Object.values(frames)) for (const title of frame.show) entry.titles.add(title)
  screens.set(key, entry)
}

test.use({ viewport: { width: 1280, height: 800 } })

for (const { app, screen, titles } of screens.values()) {
  test(`${appBase(app)}${screen} still has the headings its slide is framed by`, async ({ page }) => {
    await page.goto(`${appBase(app)}${screen}`)
    const main = page.getByRole('main')
    for (const title of titles) {
      const heading = main
        .getByRole('heading', { level: 2, name: title, exact: true })
        .or(main.getByRole('heading', { level: 3, name: title, exact: true }))
      await expect(heading, `"${title}" on ${appBase(app)}${screen}`).toHaveCount(1)
    }
  })
}

/**
 * A slide's image is a photograph of part of a screen, and the phone's picture keeps less of it than the
 * desktop's. Its name (the alt text a screen reader reads) must speak of what both pictures show: it names at
 * least one card or section they both keep, and no other card or section of that screen. (Named before: the
 * dashboard's key metrics, the coach's saved advice, the Vibe Score trend and the score breakdown, none of
 * which is in the picture.)
 */
test("each slide's image names a card both of its pictures show, and no card they leave out", async ({
  page,
}) => {
  await page.goto('/')
  const images = await page
    .getByRole('region', { name: 'Product screens' })
    // Every slide's picture, the slides not shown (hidden from screen readers until they are) too.
    .getByRole('figure', { includeHidden: true })
    .getByRole('img', { includeHidden: true })
    .evaluateAll((elements) =>
      elements.map((image) => ({
        name: image.getAttribute('alt') ?? '',
        file: image.getAttribute('src') ?? '',
      })),
    )
  expect(images).toHaveLength(Object.keys(slideSources).length)
  for (const [index, { name, file }] of images.entries()) {
    // The picture's files are named after its source: /slides/health-score-desktop-1280w.webp.
    const source = Object.entries(slideSources).find(([image]) => file.startsWith(`${image}-`))?.[1]
    if (!source) throw new Error(`slide ${index + 1} shows ${file}, which no slide source took`)
    await page.goto(`${appBase(source.app)}${source.screen}`)
    const main = page.getByRole('main')
    const titles = await main
      .getByRole('heading', { level: 2 })
      .or(main.getByRole('heading', { level: 3 }))
      .allTextContents()
    const named = titles.filter((title) => name.toLowerCase().includes(title.toLowerCase()))
    const inBothPictures = (title: string) =>
      Object.values(source.frames).every((frame) => frame.show.includes(title))
    const where = `slide ${index + 1}, "${name}"`
    expect
      .soft(
        named.filter((title) => !inBothPictures(title)),
        `${where}: cards not in both pictures`,
      )
      .toEqual([])
    expect.soft(named.length, `${where}: no card of both pictures named`).toBeGreaterThan(0)
  }
})
