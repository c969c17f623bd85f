import { expect, test } from '@playwright/test'
import { openHydrated, startupNames } from '../../previews.ts'

test.describe('investor discover', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/investor/discover')
  })

  test('shows startup cards with score, stage, location, amount, sector and View Profile', async ({
    page,
  }) => {
    await expect(startupNames(page)).toHaveCount(6)
    const first = page.getByRole('region', { name: 'Startups' }).getByRole('listitem').first()
    await expect(first).toContainText('Synapse Scribe')
    await expect(first).toContainText('271')
    await expect(first).toContainText('Seed')
    await expect(first).toContainText('Berlin, Germany')
    await expect(first).toContainText('£2.5M')
    await expect(first).toContainText('Health')
    await expect(first.getByRole('button', { name: 'View Profile of Synapse Scribe' })).toBeVisible()
  })

  test('searches name, description and location case-insensitively, combined with the sector chips', async ({
    page,
  }) => {
    const search = page.getByRole('searchbox', { name: 'Search startups' })
    await search.fill('LONDON')
    await expect(startupNames(page)).toHaveText(['Lumora Health', 'Ledgerly', 'Kinfolk Pay'])
    await page.getByRole('group', { name: 'Sector' }).getByRole('button', { name: 'Fintech' }).click()
    await expect(startupNames(page)).toHaveText(['Ledgerly', 'Kinfolk Pay'])
    await search.fill('drones')
    await page.getByRole('group', { name: 'Sector' }).getByRole('button', { name: 'All Startups' }).click()
    await expect(startupNames(page)).toHaveText(['Kelpie Robotics'])
  })

  test('says so when nothing matches, and can clear the search', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search startups' }).fill('quantum teleportation')
    await expect(page.getByText('No startups match your search')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Startups' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear search and filters' }).click()
    await expect(startupNames(page)).toHaveCount(6)
  })

  test('the page description, as a search result or a shared link shows it, promises what the controls do', async ({
    page,
  }) => {
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
    // The chips filter by sector and Filters by stage; the Vibe Score orders the list (Sort By), it filters nothing.
    await expect(page.getByRole('group', { name: 'Sector' })).toBeVisible()
    await expect(page.getByLabel('Sort By')).toHaveValue('vibe-score')
    expect(description).toMatch(/\bfilter[^.;]* by sector and stage\b/i)
    expect(description).toMatch(/\bsort[^.;]* by Vibe Score\b/i)
  })

  test('Sort By really sorts', async ({ page }) => {
    await expect(startupNames(page).first()).toHaveText('Synapse Scribe')
    const sort = page.getByLabel('Sort By')
    await expect(sort).toHaveValue('vibe-score')
    await sort.selectOption({ label: 'Name, A to Z' })
    await expect(startupNames(page).first()).toHaveText('Brightpath Learning')
    await expect(startupNames(page).nth(1)).toHaveText('Cellsight Bio')
    await sort.selectOption({ label: 'Smallest raise' })
    await expect(startupNames(page).first()).toHaveText('Lingo Loop')
  })

  test('Load More Startups pages through all results', async ({ page }) => {
    const loadMore = page.getByRole('button', { name: 'Load More Startups' })
    for (const count of [12, 18, 20]) {
      await loadMore.click()
      await expect(startupNames(page)).toHaveCount(count)
    }
    await expect(loadMore).toHaveCount(0)
  })

  test('back from another screen, the list shows as many startups as when the visitor left, where they were', async ({
    page,
  }) => {
    await openHydrated(page, '/investor/discover')
    await page.getByRole('button', { name: 'Load More Startups' }).click()
    await expect(startupNames(page)).toHaveCount(12)
    await startupNames(page).nth(11).scrollIntoViewIfNeeded()
    // By keyboard from the top bar, which stays in view: a pointer click would first have Playwright scroll to
    // the link, and the page would be left from another place.
    await page
      .getByRole('navigation', { name: 'Investor Preview' })
      .getByRole('link', { name: 'My Portfolio' })
      .focus()
    const scrolledTo = await page.evaluate(() => window.scrollY)
    expect(scrolledTo).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeVisible()
    await page.goBack()
    await expect(startupNames(page)).toHaveCount(12)
    await expect(page.getByText('Showing 12 of 20 startups')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo)
  })

  test('Filters narrow by stage and Saved shows the bookmarked startups', async ({ page }) => {
    const filters = page.getByRole('button', { name: 'Filters' })
    const look = () => filters.evaluate((element) => getComputedStyle(element).backgroundColor)
    const closedLook = await look()
    // By keyboard, so no pointer rests on it: a hover colour would change the look too.
    await filters.press('Enter')
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    // Open, the button itself looks pressed, as the Saved toggle does when on.
    await expect.poll(look).not.toBe(closedLook)
    await page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Pre-seed' }).click()
    await expect(startupNames(page).first()).toHaveText('Nimbus Grid')
    for (const card of await page.getByRole('region', { name: 'Startups' }).getByRole('listitem').all()) {
      await expect(card).toContainText('Pre-seed')
    }

    await page.getByRole('button', { name: 'Save Nimbus Grid' }).click()
    await page.getByRole('button', { name: /^Saved/ }).click()
    await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(startupNames(page)).toHaveText(['Nimbus Grid'])
  })

  test('a card leaving the Saved view, or Clear search and filters, moves keyboard focus to what takes its place', async ({
    page,
  }) => {
    await openHydrated(page, '/investor/discover')
    const cards = page.getByRole('region', { name: 'Startups' }).getByRole('listitem')
    for (const name of ['Synapse Scribe', 'Kelpie Robotics'])
      await page.getByRole('button', { name: `Save ${name}` }).press('Enter')
    await page.getByRole('button', { name: /^Saved/ }).press('Enter')
    await expect(startupNames(page)).toHaveText(['Synapse Scribe', 'Kelpie Robotics'])

    // Unsaved in the Saved view, the card goes, its bookmark with it: focus moves to the card in its place.
    await page.getByRole('button', { name: 'Save Synapse Scribe' }).press('Enter')
    await expect(startupNames(page)).toHaveText(['Kelpie Robotics'])
    await expect(cards.first()).toBeFocused()
    // The last one: focus moves to the message that takes the list's place.
    await page.getByRole('button', { name: 'Save Kelpie Robotics' }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'No saved startups yet' })).toBeFocused()

    // Clear search and filters goes away with the message: focus moves to the first startup shown again.
    await page.getByRole('button', { name: 'Clear search and filters' }).press('Enter')
    await expect(startupNames(page)).toHaveCount(6)
    await expect(cards.first()).toBeFocused()
  })
})

test('the Vibe Score legend says what each band means, in view: no tooltip only a mouse could reach', async ({
  page,
}) => {
  await page.goto('/investor/discover')
  for (const meaning of [
    'Strong 220+: investor-ready fundamentals',
    'Good 170–219: healthy, with gaps to close',
    'Developing below 170: early or at risk',
  ])
    await expect(page.getByRole('listitem').filter({ hasText: meaning })).toBeVisible()
})
