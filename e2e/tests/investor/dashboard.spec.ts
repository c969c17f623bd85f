import { expect, test } from '@playwright/test'
import { startupNames } from '../../previews.ts'

test('the investor dashboard: date, actions, key figures, sector chips and links', async ({ page }) => {
  await page.goto('/investor/dashboard')

  await test.step('shows the date header, the actions and the key figures', async () => {
    await expect(page.getByText('Monday, June 16, 2025')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Portfolio' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Performance' })).toBeVisible()
    const figures = page.getByRole('region', { name: 'Key figures' })
    for (const [title, value] of [
      ['Portfolio Value', '£2.66M'],
      ['Total Companies', '8'],
      ['Potential Deals', '5'],
    ] as const) {
      const card = figures.getByRole('group', { name: title, exact: true })
      await expect(card).toContainText(value)
    }
    // The greeting counts the same new deals the Potential Deals card adds, in the same words.
    await expect(figures.getByRole('group', { name: 'Potential Deals', exact: true })).toContainText('+2')
    await expect(page.getByText('2 new potential deals since last week')).toBeVisible()
    // The change over the month is the one the 1M chart draws (£2,435,000 on May 16 to £2,660,000 today).
    await expect(figures.getByRole('group', { name: 'Portfolio Value', exact: true })).toContainText('+9.2%')
    await expect(page.getByRole('heading', { name: 'Portfolio Health' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
    await expect(page.getByText('Seed Demo Day: Climate & Deep Tech')).toBeVisible()
  })

  await test.step('the sector chips filter the Discover Startups preview', async () => {
    const chips = page.getByRole('group', { name: 'Sector' })
    const matches = page.getByRole('list', { name: 'Top matches' })
    await expect(chips.getByRole('button', { name: 'All Startups' })).toHaveAttribute('aria-pressed', 'true')
    await expect(matches.getByRole('listitem')).toHaveCount(6)

    await chips.getByRole('button', { name: 'Consumer' }).click()
    await expect(chips.getByRole('button', { name: 'Consumer' })).toHaveAttribute('aria-pressed', 'true')
    await expect(chips.getByRole('button', { name: 'All Startups' })).toHaveAttribute('aria-pressed', 'false')
    await expect(matches.getByRole('listitem')).toHaveCount(4)
    await expect(matches).toContainText('Threadbare')
    await expect(matches).not.toContainText('Synapse Scribe')
    await expect(page.getByText('Showing 4 of 4 Consumer startups')).toBeVisible()
  })

  await test.step('View all opens Discover on the sector chosen', async () => {
    await page.getByRole('link', { name: 'View all' }).click()
    await expect(page).toHaveURL('/investor/discover?sector=consumer')
    const chips = page.getByRole('group', { name: 'Sector' })
    await expect(chips.getByRole('button', { name: 'Consumer' })).toHaveAttribute('aria-pressed', 'true')
    await expect(startupNames(page)).toHaveCount(4)
    await page.goBack()
    await expect(page).toHaveURL('/investor/dashboard?sector=consumer')
  })

  await test.step('View Portfolio opens My Portfolio and Performance opens Analytics', async () => {
    await page.getByRole('link', { name: 'View Portfolio' }).click()
    await expect(page).toHaveURL('/investor/portfolio')
    await page.goBack()
    await page.getByRole('link', { name: 'Performance' }).click()
    await expect(page).toHaveURL('/investor/analytics')
  })
})

test('on a 320 px phone the Portfolio Health legend keeps each colour dot round', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/investor/dashboard')
  for (const band of ['Strong', 'Good', 'Developing']) {
    // The band's count and label, e.g. "2Developing"; its dot is the decoration beside the label.
    const item = page.getByRole('listitem').filter({ hasText: new RegExp(`^\\d+${band}$`) })
    const dot = item.locator('[aria-hidden="true"]')
    const box = await dot.boundingBox()
    expect(box, `${band} dot`).not.toBeNull()
    // Drawn at its size (8 px): a dot squeezed to nothing would be as wide as it is tall too.
    expect(box?.height ?? 0, `${band} dot is drawn`).toBeGreaterThanOrEqual(6)
    expect(
      Math.abs((box?.width ?? 0) - (box?.height ?? 0)),
      `${band} dot is as wide as it is tall`,
    ).toBeLessThan(0.5)
  }
})
