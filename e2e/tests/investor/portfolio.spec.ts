import { expect, test } from '@playwright/test'
import { textLines } from '../../layout.ts'
import { openHydrated } from '../../previews.ts'

test('investor portfolio: actions, totals, company cards, the chart and the layout toggle', async ({
  page,
}) => {
  await page.goto('/investor/portfolio')

  await test.step('shows the actions and the totals computed from the companies', async () => {
    await expect(page.getByRole('button', { name: 'Schedule Check-in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Portfolio Report' })).toBeVisible()
    const totals = page.getByRole('region', { name: 'Portfolio totals' })
    // Each total a group named by its title, so a screen reader says which figure it enters.
    for (const [title, figure] of [
      ['Total Invested', '£1,950,000'],
      ['Avg. Vibe Score', '197Good'],
      ['Portfolio Companies', '8'],
    ] as const)
      await expect(totals.getByRole('group', { name: title })).toContainText(`${title}${figure}`)
  })

  await test.step('company cards show investment, date, Vibe Score, Contact and Details', async () => {
    const card = page.getByRole('listitem').filter({ hasText: 'Arcadia Robotics' })
    await expect(card).toContainText('£400k')
    await expect(card).toContainText('Jul 14, 2023')
    await expect(card).toContainText('256')
    await expect(card.getByRole('button', { name: 'Contact Arcadia Robotics' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Details of Arcadia Robotics' })).toBeVisible()
  })

  await test.step('draws the Performance Overview of the last 6 months as a chart', async () => {
    await expect(page.getByRole('heading', { name: 'Performance Overview (Last 6 Months)' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Portfolio value over the last 6 months' })).toBeVisible()
    const data = page.getByRole('table', { name: 'Portfolio value over the last 6 months' })
    // A header row and seven months: from the same day six months ago (Dec 2024) to today.
    await expect(data.getByRole('row')).toHaveCount(8)
    await expect(data.getByRole('row').nth(1)).toContainText('Dec 2024')
    await expect(data.getByRole('row').last()).toContainText('Jun 2025£2,660,000')
  })

  await test.step('the view toggle switches between grid and list', async () => {
    const layout = page.getByRole('group', { name: 'Layout' })
    const grid = layout.getByRole('button', { name: 'Grid view' })
    const list = layout.getByRole('button', { name: 'List view' })
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    await expect(list).toHaveAttribute('aria-pressed', 'false')

    await list.click()
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(grid).toHaveAttribute('aria-pressed', 'false')
    // The list view spells the full amounts out in one row per company.
    await expect(page.getByRole('listitem').filter({ hasText: 'Arcadia Robotics' })).toContainText('£400,000')

    await grid.click()
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('listitem').filter({ hasText: 'Arcadia Robotics' })).toContainText('£400k')
  })
})

test('after Escape, the chart’s arrow keys step on from the period a screen reader was last told', async ({
  page,
}) => {
  await openHydrated(page, '/investor/portfolio')
  const selector = page.getByRole('slider', { name: /values by period$/ })
  await selector.focus()
  await expect(page.locator('[data-slot="line-chart-tooltip"]')).toContainText('Jun 2025')
  await expect(selector).toHaveAttribute('aria-valuetext', 'Jun 2025: Portfolio value £2,660,000')
  // Escape hides the readout; the slider still says June, the last period.
  await page.keyboard.press('Escape')
  await expect(selector).toHaveAttribute('aria-valuenow', '7')
  // Right stops at the last period rather than wrapping round to the first. The readout shows again once the
  // key is handled.
  const readout = page.locator('[data-slot="line-chart-tooltip"]')
  await page.keyboard.press('ArrowRight')
  await expect(readout).toBeVisible()
  await expect(selector).toHaveAttribute('aria-valuetext', 'Jun 2025: Portfolio value £2,660,000')
  await expect(readout).toContainText('Jun 2025')
  await page.keyboard.press('Escape')
  // Left steps back one period from the one the slider last reported.
  await page.keyboard.press('ArrowLeft')
  await expect(selector).toHaveAttribute('aria-valuetext', 'May 2025: Portfolio value £2,435,000')
  await expect(readout).toContainText('May 2025')
})

test('the Grid view and List view toggle stays on one row beside the Companies heading', async ({ page }) => {
  await page.goto('/investor/portfolio')
  const layout = page.getByRole('group', { name: 'Layout' })
  const grid = layout.getByRole('button', { name: 'Grid view' })
  const list = layout.getByRole('button', { name: 'List view' })
  // 640 px is where the toggle moves beside the heading; from there to the widest layout it stays one row.
  for (const width of [640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const [gridBox, listBox] = await Promise.all([grid.boundingBox(), list.boundingBox()])
    expect(gridBox && listBox, `laid out at ${width} px`).toBeTruthy()
    expect(listBox?.y, `List view beside Grid view at ${width} px`).toBe(gridBox?.y)
    expect(listBox?.x ?? 0, `List view right of Grid view at ${width} px`).toBeGreaterThan(gridBox?.x ?? 0)
  }
})

test('every company card keeps its investment date on one line, beside the widest Vibe Score badge too', async ({
  page,
}) => {
  await page.goto('/investor/portfolio')
  const dates = page.getByRole('listitem').locator('time')
  await expect(dates).toHaveCount(8)
  // 416 and 832 px are where a card first has room for three columns (alone in its row, then two to a row).
  for (const width of [320, 416, 640, 832, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const date of await dates.all())
      expect((await textLines(date)).length, `${await date.textContent()} at ${width} px`).toBe(1)
  }
})
