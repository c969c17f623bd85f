import { expect, type Page, test } from '@playwright/test'
import { openHydrated, startupNames } from '../../previews.ts'
import { slowCpu } from '../../slow-phone.ts'

// Every view is a URL (docs/previews.md, "Views in the address"): reload keeps it, Back/Forward step through it,
// a shared link opens it, bad parameters fall back to the defaults, and typing in a search box is one history
// entry.

const sectorChip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Sector' }).getByRole('button', { name, exact: true })

test.describe('investor discover in the URL', () => {
  test('sector, search and sort survive a reload and step back with Back/Forward', async ({ page }) => {
    await page.goto('/investor/discover')
    await sectorChip(page, 'Fintech').click()
    await expect(page).toHaveURL(/\/investor\/discover\?sector=fintech$/)
    const search = page.getByRole('searchbox', { name: 'Search startups' })
    await search.pressSequentially('london')
    await expect(page).toHaveURL(/sector=fintech&q=london$/)
    await expect(startupNames(page)).toHaveText(['Ledgerly', 'Kinfolk Pay'])

    await page.reload()
    await expect(search).toHaveValue('london')
    await expect(sectorChip(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true')
    await expect(startupNames(page)).toHaveText(['Ledgerly', 'Kinfolk Pay'])

    // Seven keystrokes replaced one entry: one Back leaves the search and the chip together.
    await page.goBack()
    await expect(page).toHaveURL(/\/investor\/discover$/)
    await expect(search).toHaveValue('')
    await expect(sectorChip(page, 'All Startups')).toHaveAttribute('aria-pressed', 'true')
    await page.goForward()
    await expect(search).toHaveValue('london')
    await expect(sectorChip(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true')
  })

  test('a shared link opens the same view', async ({ page }) => {
    await page.goto('/investor/discover?sector=health&sort=name')
    await expect(sectorChip(page, 'Health')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Sort By')).toHaveValue('name')
    await expect(startupNames(page)).toHaveText([
      'Cellsight Bio',
      'Lumora Health',
      'Pulsepoint',
      'Synapse Scribe',
    ])
  })

  test('unknown or malformed parameters fall back to the defaults without an error', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/investor/discover?sector=%3Cscript%3E&sort=nope&saved=maybe&stage=Z&utm_source=mail')
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible()
    await expect(sectorChip(page, 'All Startups')).toHaveAttribute('aria-pressed', 'true')
    await expect(startupNames(page)).toHaveCount(6)
    expect(errors).toEqual([])
  })
})

test.describe('other views in the URL', () => {
  test('portfolio grid/list', async ({ page }) => {
    await page.goto('/investor/portfolio')
    await page.getByRole('button', { name: 'List view', exact: true }).click()
    await expect(page).toHaveURL(/view=list/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'List view', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goBack()
    await expect(page.getByRole('button', { name: 'Grid view', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('analytics tab and range', async ({ page }) => {
    await page.goto('/investor/analytics?tab=Sectors&range=1Y')
    await expect(page.getByRole('button', { name: 'Sectors', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('button', { name: '1Y', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: '3M', exact: true }).click()
    await expect(page).toHaveURL(/tab=Sectors&range=3M/)
    await page.goBack()
    await expect(page.getByRole('button', { name: '1Y', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('founder connect tab', async ({ page }) => {
    await page.goto('/founder/connect?tab=messages')
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'My Connections' }).click()
    await expect(page).toHaveURL(/tab=connections/)
    await page.goBack()
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true')
    await page.goto('/founder/connect?tab=bogus')
    await expect(page.getByRole('tab', { name: 'Discover Investors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('founder resources category and search', async ({ page }) => {
    await page.goto('/founder/resources?category=videos&q=pitch')
    await expect(page.getByRole('button', { name: 'Videos', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('pitch')
    await page.getByRole('button', { name: 'All Resources', exact: true }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'All Resources', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('pitch')
  })

  test('founder progress period and page', async ({ page }) => {
    await page.goto('/founder/progress')
    await expect(page.getByText('June 3 - June 10, 2025', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Monthly', exact: true }).click()
    // The next press once the new view shows, as a visitor makes it: two presses made before the code arrives
    // are replayed together, and Back would then skip the monthly view.
    await expect(page).toHaveURL(/period=Monthly$/)
    await page.getByRole('button', { name: 'Previous period' }).click()
    await expect(page).toHaveURL(/period=Monthly&page=2/)
    await expect(page.getByText('May 4 - June 3, 2025', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByText('May 4 - June 3, 2025', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page.getByText('June 3 - June 10, 2025', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Monthly', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('founder progress goes back a year in periods of the chosen length, and no further', async ({
    page,
  }) => {
    await page.goto('/founder/progress?period=Quarterly&page=5')
    await expect(page.getByText('June 4 - September 3, 2024', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous period' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // A link further back than a year of quarters is out of range: the sample period.
    await page.goto('/founder/progress?period=Quarterly&page=6')
    await expect(page.getByText('June 3 - June 10, 2025', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Quarterly', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('founder connect investor search and order', async ({ page }) => {
    await page.goto('/founder/connect')
    const search = page.getByRole('searchbox', { name: 'Search investors' })
    await search.pressSequentially('london')
    await page.getByLabel('Sort by').selectOption({ label: 'Investments' })
    await expect(page).toHaveURL(/\/founder\/connect\?q=london&sort=investments$/)
    await page.reload()
    await expect(search).toHaveValue('london')
    await expect(page.getByLabel('Sort by')).toHaveValue('investments')
    // Another tab and Back: the search and the order are still there.
    await page.getByRole('tab', { name: /Messages/ }).click()
    await expect(page).toHaveURL(/tab=messages/)
    await page.goBack()
    await expect(search).toHaveValue('london')
    await expect(page.getByLabel('Sort by')).toHaveValue('investments')
  })

  test('investor dashboard sector chip', async ({ page }) => {
    await page.goto('/investor/dashboard')
    await sectorChip(page, 'Fintech').click()
    await expect(page).toHaveURL(/\/investor\/dashboard\?sector=fintech$/)
    await page.reload()
    await expect(sectorChip(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true')
    await page.goBack()
    await expect(sectorChip(page, 'All Startups')).toHaveAttribute('aria-pressed', 'true')
  })

  test('a shared Discover link filtered by stage opens with its stage in view', async ({ page }) => {
    await page.goto('/investor/discover?stage=Seed')
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Seed', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test('a view change does not scroll the page to the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/investor/discover')
    const chip = sectorChip(page, 'EdTech')
    await chip.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    await chip.click()
    await expect(page).toHaveURL(/sector=edtech/)
    // Read once the new view is drawn (two frames on), so a scroll to the top that came with it would show.
    const after = await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame)
      return window.scrollY
    })
    expect(after).toBeGreaterThan(0)
  })
})

test.describe('quick presses on a phone', () => {
  // A double click's second click comes before a phone with a 4x slower CPU could draw what the first asked for
  // in the background: each press builds on the view the one before asked for, as it would a moment later.
  test('a double click on Saved turns it on and off again, one history step each', async ({ page }) => {
    await openHydrated(page, '/investor/discover')
    await slowCpu(page)
    const saved = page.getByRole('button', { name: /^Saved/ })
    await saved.dblclick()
    await expect(saved).toHaveAttribute('aria-pressed', 'false')
    // Off again looks like never on: Back proves the first click's view was there.
    await page.goBack()
    await expect(page).toHaveURL(/\/investor\/discover\?saved=1$/)
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
  })

  test('a double click on Previous period goes back two periods', async ({ page }) => {
    await openHydrated(page, '/founder/progress')
    await slowCpu(page)
    await page.getByRole('button', { name: 'Previous period' }).dblclick()
    await expect(page).toHaveURL(/\/founder\/progress\?page=3$/)
    await expect(page.getByText('May 20 - May 27, 2025', { exact: true })).toBeVisible()
  })
})
