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
