import { expect, test } from '@playwright/test'
import { backgroundOf } from '../../colours.ts'
import { swipe, touchPhone } from '../../touch.ts'

test('investor analytics: KPIs, top performers, opportunities, chart data and range', async ({ page }) => {
  await page.goto('/investor/analytics')

  await test.step('shows Refresh, Export and the four KPI cards', async () => {
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible()
    const kpis = page.getByRole('region', { name: 'Key performance indicators' })
    for (const title of ['Total Portfolio Value', 'Annual Return', 'Average Vibe Score', 'Potential Exits']) {
      await expect(kpis.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(kpis).toContainText('£2.66M')
    await expect(kpis).toContainText('+27.3%')
  })

  await test.step('lists Top Performers and Investment Opportunities with their match labels', async () => {
    await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Arcadia Robotics' }).first()).toContainText(
      '256',
    )
    const opportunity = (name: string) => page.getByRole('listitem').filter({ hasText: name })
    await expect(opportunity('Lumora Health')).toContainText('High Match')
    await expect(opportunity('Mentora')).toContainText('Medium Match')
  })

  await test.step('Returns, Sectors and Stages switch the chart lines', async () => {
    const metrics = page.getByRole('group', { name: 'Chart data' })
    const headers = page.getByRole('table').getByRole('columnheader')
    await expect(metrics.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-pressed', 'true')
    await expect(headers).toHaveText(['Period', 'Portfolio value'])
    await metrics.getByRole('button', { name: 'Sectors' }).click()
    await expect(metrics.getByRole('button', { name: 'Sectors' })).toHaveAttribute('aria-pressed', 'true')
    await expect(headers).toHaveText(['Period', 'Tech', 'Health', 'Consumer', 'Fintech', 'EdTech'])
    await metrics.getByRole('button', { name: 'Stages' }).click()
    await expect(headers).toHaveText(['Period', 'Pre-seed', 'Seed'])
  })

  await test.step('the range toggle defaults to 6M and moves the selection and the data', async () => {
    const ranges = page.getByRole('group', { name: 'Time range' })
    const rows = page.getByRole('table').getByRole('rowheader')
    await expect(ranges.getByRole('button')).toHaveText(['1M', '3M', '6M', '1Y', 'All', 'Custom'])
    await expect(ranges.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true')
    // Seen as chosen too, not only announced: a raised card on the group's track, the others on the track.
    // Read before any click, so no pointer rests on an option (its hover colour would differ as well).
    expect(
      await backgroundOf(ranges.getByRole('button', { name: '6M' })),
      'the chosen 6M looks as the unchosen 1M does',
    ).not.toBe(await backgroundOf(ranges.getByRole('button', { name: '1M' })))
    // Each range from the same day its length ago: 6M is seven monthly values, Dec 2024 to Jun 2025.
    await expect(rows).toHaveCount(7)
    await expect(rows.first()).toContainText('Dec 2024')

    for (const [range, points] of [
      ['1M', 32],
      ['3M', 14],
      ['1Y', 13],
      ['All', 24],
    ] as const) {
      await ranges.getByRole('button', { name: range }).click()
      await expect(ranges.getByRole('button', { name: range })).toHaveAttribute('aria-pressed', 'true')
      await expect(ranges.locator('[aria-pressed="true"]')).toHaveCount(1)
      await expect(rows).toHaveCount(points)
    }
    await ranges.getByRole('button', { name: 'Custom' }).click()
    await expect(ranges.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('custom ranges open with live data')).toBeVisible()
  })
})

test('the chart headline and the 1M chart agree, and its points are reachable by keyboard', async ({
  page,
}) => {
  await page.goto('/investor/analytics?range=1M')
  const kpis = page.getByRole('region', { name: 'Key performance indicators' })
  await expect(kpis.getByRole('group', { name: 'Total Portfolio Value' })).toContainText('+9.2%')
  const selector = page.getByRole('slider', { name: /values by period$/ })
  const tooltip = page.locator('[data-slot="line-chart-tooltip"]')
  await selector.focus()
  await expect(selector).toHaveAttribute('aria-valuetext', '16 Jun: Portfolio value £2,660,000')
  await expect(tooltip).toContainText('16 Jun')
  await page.keyboard.press('Home')
  await expect(selector).toHaveAttribute('aria-valuetext', /^16 May: Portfolio value £2,4\d\d,000$/)
  await expect(tooltip).toContainText('16 May')
  await page.keyboard.press('ArrowRight')
  await expect(tooltip).toContainText('17 May')
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use(touchPhone)

  test('a tap on the chart shows the period under the finger, not the latest', async ({ page }) => {
    await page.goto('/investor/analytics?range=1M')
    const selector = page.getByRole('slider', { name: /values by period$/ })
    const tooltip = page.locator('[data-slot="line-chart-tooltip"]')
    // A tap sends pointer down and up, then focus, and no pointer move.
    await selector.tap({ position: { x: 2, y: 40 } })
    await expect(selector).toHaveAttribute('aria-valuetext', /^16 May: Portfolio value £2,4\d\d,000$/)
    await expect(tooltip).toContainText('16 May')
    const box = await selector.boundingBox()
    await selector.tap({ position: { x: (box?.width ?? 0) - 2, y: 40 } })
    await expect(tooltip).toContainText('16 Jun')
  })

  test('a swipe up over the chart scrolls the page and leaves no readout behind', async ({ page }) => {
    await page.goto('/investor/analytics?range=1M')
    const selector = page.getByRole('slider', { name: /values by period$/ })
    await selector.scrollIntoViewIfNeeded()
    const box = await selector.boundingBox()
    if (!box) throw new Error('the chart is not laid out')
    const [x, y] = [box.x + box.width * 0.4, box.y + box.height * 0.8]
    const scrolledFrom = await page.evaluate(() => window.scrollY)
    await swipe(page, { x, y }, { x, y: y - 200 })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledFrom)
    await expect(page.locator('[data-slot="line-chart-tooltip"]')).toHaveCount(0)
  })
})
