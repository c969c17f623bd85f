import { expect, type Page, test } from '@playwright/test'

const cards = (page: Page) => page.getByRole('list', { name: 'Resources' }).getByRole('listitem')
const titles = (page: Page) => cards(page).getByRole('heading')
const chips = (page: Page) => page.getByRole('group', { name: 'Category' })

test.describe('founder resources', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founder/resources')
  })

  test('shows the header actions, featured cards, events, assessment and most popular', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Events', exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
    // Each action names what it acts on, as a screen reader reads it: "Register Now: <the event>".
    await expect(page.getByRole('button', { name: /^Register Now: \S/ })).toHaveCount(3)
    await expect(page.getByRole('button', { name: 'View All Events' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Take Assessment' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Most Popular' })).toBeVisible()
    await expect(page.getByText('2,418 downloads')).toBeVisible()
  })

  test('the page description, as a search result or a shared link shows it, names what the library holds', async ({
    page,
  }) => {
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
    // Every kind a visitor can filter by (the chips after All Resources), and the events listed below them.
    const chipLabels = await chips(page).getByRole('button').allTextContents()
    const kinds = chipLabels.slice(1).flatMap((label) => label.toLowerCase().split(' & '))
    expect(kinds).toEqual(['guides', 'templates', 'videos', 'articles', 'tools'])
    for (const kind of [...kinds, 'events']) expect(description.toLowerCase()).toContain(kind)
    // The library has no courses: a description that promised them sent founders looking for what is not there.
    expect(description).not.toMatch(/course/i)
  })

  test('resource cards show type, read time, rating and View Resource; Load More shows the rest', async ({
    page,
  }) => {
    await expect(chips(page).getByRole('button', { name: 'All Resources' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards(page)).toHaveCount(6)
    const first = cards(page).first()
    await expect(first).toContainText('Template')
    await expect(first).toContainText('10 min setup')
    await expect(first).toContainText('4.9')
    await expect(first.getByRole('button', { name: /^View Resource: \S/ })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Featured' }).getByRole('button', { name: /^View Resource: \S/ }),
    ).toHaveCount(3)

    await page.getByRole('button', { name: 'Load More Resources' }).click()
    await expect(cards(page)).toHaveCount(12)
    await page.getByRole('button', { name: 'Load More Resources' }).click()
    await expect(cards(page)).toHaveCount(15)
    await expect(page.getByRole('button', { name: 'Load More Resources' })).toHaveCount(0)
  })

  test('category chips filter by type', async ({ page }) => {
    await chips(page).getByRole('button', { name: 'Videos' }).click()
    await expect(chips(page).getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true')
    await expect(chips(page).locator('[aria-pressed="true"]')).toHaveCount(1)
    await expect(titles(page)).toHaveText([
      'Unit Economics in 20 Minutes',
      'Pitching to Angels: A Live Teardown',
      'Retention Curves That Convince Investors',
    ])

    await chips(page).getByRole('button', { name: 'Guides & Templates' }).click()
    await expect(cards(page)).toHaveCount(6)
    for (const card of await cards(page).all()) await expect(card).toContainText(/Template|Guide/)
  })

  test('search combines with the category, case-insensitively, and says when nothing matches', async ({
    page,
  }) => {
    const search = page.getByLabel('Search resources')
    await search.fill('PITCH')
    await expect(titles(page)).toHaveText([
      'Pre-Seed Pitch Deck Template',
      'Pitching to Angels: A Live Teardown',
    ])

    await chips(page).getByRole('button', { name: 'Guides & Templates' }).click()
    await expect(titles(page)).toHaveText(['Pre-Seed Pitch Deck Template'])

    await search.fill('investor')
    await chips(page).getByRole('button', { name: 'Videos' }).click()
    await expect(titles(page)).toHaveText(['Retention Curves That Convince Investors'])

    await chips(page).getByRole('button', { name: 'Tools' }).click()
    await search.fill('pitch')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No resources found')).toBeVisible()
    await expect(page.getByText('Nothing in Tools matches “pitch”')).toBeVisible()
  })
})
