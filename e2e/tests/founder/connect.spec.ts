import { expect, type Page, test } from '@playwright/test'

// Direct children only: each card holds a nested list of tags.
const cards = (page: Page) => page.getByRole('list', { name: 'Investors' }).locator(':scope > li')
const firstCardName = (page: Page) => cards(page).first().getByRole('heading')

test.describe('founder connect', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founder/connect')
  })

  test('opens on Discover Investors and switches tabs', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Network' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Discover Investors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(cards(page)).toHaveCount(6)

    await page.getByRole('tab', { name: /Messages/ }).click()
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Loved the bank sync demo')

    await page.getByRole('tab', { name: 'My Connections' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Amara Boateng')
    await expect(page.getByRole('tabpanel')).toContainText('Connected June 4, 2025')
  })

  test('investor cards show match, tags, investments, mutual connections, location and actions', async ({
    page,
  }) => {
    const card = cards(page).first()
    await expect(card.getByRole('heading')).toHaveText('Priya Raman')
    await expect(card).toContainText('94% match')
    await expect(card).toContainText('Fintech')
    await expect(card).toContainText('Investments38')
    await expect(card).toContainText('Mutual connections7')
    await expect(card).toContainText('London, UK')
    for (const action of ['Pass', 'Save', 'Connect']) {
      await expect(card.getByRole('button', { name: new RegExp(`^${action}`) })).toBeVisible()
    }
  })

  test('the sort select orders the cards by match, location or investments', async ({ page }) => {
    const sort = page.getByLabel('Sort by')
    await expect(sort).toHaveValue('match')
    await expect(firstCardName(page)).toHaveText('Priya Raman')
    await sort.selectOption({ label: 'Location' })
    await expect(firstCardName(page)).toHaveText('Daniel Ostrowski')
    await sort.selectOption({ label: 'Investments' })
    await expect(firstCardName(page)).toHaveText('Marcus Bell')
    await sort.selectOption({ label: 'Match' })
    await expect(firstCardName(page)).toHaveText('Priya Raman')
  })

  test('search filters the investors and says when nothing matches', async ({ page }) => {
    const search = page.getByLabel('Search investors')
    await search.fill('berlin')
    await expect(cards(page)).toHaveCount(1)
    await expect(firstCardName(page)).toHaveText('Jonas Weber')
    await search.fill('quantum agritech')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No investors match “quantum agritech”')).toBeVisible()
    await search.fill('')
    await expect(cards(page)).toHaveCount(6)
  })

  test('Load More shows the remaining investors', async ({ page }) => {
    await expect(page.getByText('Showing 6 of 10 investors')).toBeVisible()
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(cards(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible()
  })
})
