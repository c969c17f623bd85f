import { expect, type Locator, type Page, test } from '@playwright/test'
import { backgroundOf, colourOf, contrast } from '../colours.ts'

/**
 * A visitor who asks their system for more contrast (macOS and iOS "Increase contrast") gets secondary text
 * and the lines between things firmer, with the same look otherwise. Read from the colours Chromium paints,
 * with the preference on and, to show it is the preference that does it, off.
 */
/** The contrast of `element`'s `property` colour against what is painted behind `surface`. */
async function contrastOn(element: Locator, property: string, surface: Locator) {
  const behind = (await backgroundOf(surface)).split(',').map(Number)
  return contrast(await colourOf(element, property), behind)
}

const secondaryText = (page: Page) => page.getByText('All prices in GBP. Change or cancel at any time.')
const planCard = (page: Page) => page.getByRole('article', { name: 'Free' })

for (const preference of ['more', 'no-preference'] as const) {
  test(`with contrast ${preference}: secondary text and card edges on /pricing`, async ({ page }) => {
    await page.emulateMedia({ contrast: preference })
    await page.goto('/pricing')
    const text = secondaryText(page)
    const textContrast = await contrastOn(text, 'color', text)
    // The card's edge against the page around the card.
    const card = planCard(page)
    const edgeContrast = await contrastOn(card, 'border-top-color', card.locator('..'))
    if (preference === 'more') {
      expect(textContrast).toBeGreaterThanOrEqual(7)
      expect(edgeContrast).toBeGreaterThanOrEqual(3)
    } else {
      // The usual look: secondary text within AA, a soft edge the card's shadow carries.
      expect(textContrast).toBeGreaterThanOrEqual(4.5)
      expect(textContrast).toBeLessThan(7)
      expect(edgeContrast).toBeLessThan(3)
    }
  })
}

test('with contrast more, a text field shows its edge at least 4.5:1 against the page', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' })
  await page.goto('/get-early-access')
  const field = page.getByRole('textbox', { name: 'Full name' })
  expect(await contrastOn(field, 'border-top-color', field.locator('..'))).toBeGreaterThanOrEqual(4.5)
})
