import { expect, test } from '@playwright/test'

test('founder progress: actions, metrics, score breakdown, milestones, areas to improve and the trend', async ({
  page,
}) => {
  await page.goto('/founder/progress')

  await test.step('the actions and four metric cards', async () => {
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'View Timeline' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Progress metrics' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4)
  })

  await test.step('the score breakdown bars grow to each category’s score out of 300', async () => {
    for (const [category, score] of [
      ['Team', 212],
      ['Product', 186],
      ['Market', 164],
      ['Traction', 142],
      ['Business', 186],
    ] as const) {
      const bar = page.getByRole('progressbar', { name: `${category}: ${score} out of 300` })
      // What assistive technology reads once the bar has grown: the score as a share of 300.
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
        .toBeCloseTo((score / 300) * 100, 5)
      await expect(page.getByRole('listitem').filter({ has: bar })).toContainText(`${score} / 300`)
    }
  })

  await test.step('milestones and the areas to improve', async () => {
    await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Milestone' })).toBeVisible()
    await expect(page.getByText('Crossed £45k MRR')).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Areas to Improve' })).toBeVisible()
    await expect(page.getByText('High Priority')).toHaveCount(2)
    await expect(page.getByText('Medium Priority')).toHaveCount(2)
    await expect(page.getByRole('progressbar', { name: 'User Activation progress' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get Improvement Plan' })).toBeVisible()
  })

  await test.step('the trend: a period toggle, period buttons, the current score and a real chart', async () => {
    await expect(page.getByText('June 3 - June 10, 2025', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous period' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next period' })).toBeVisible()
    await expect(page.getByText('Current score').locator('..')).toContainText('178')

    const chart = page.getByRole('img', { name: 'Vibe Score, June 3 - June 10, 2025' })
    await expect(chart).toBeVisible()
    await expect(chart.locator('path').first()).toBeAttached()
    // The chart's values as a screen reader reads them: a header row and one row per day.
    await expect(
      page.getByRole('table', { name: 'Vibe Score, June 3 - June 10, 2025' }).getByRole('row'),
    ).toHaveCount(9)

    const periods = page.getByRole('group', { name: 'Trend period' })
    await expect(periods.getByRole('button')).toHaveText(['Weekly', 'Monthly', 'Quarterly'])
    await expect(periods.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true')
    await periods.getByRole('button', { name: 'Quarterly' }).click()
    await expect(periods.getByRole('button', { name: 'Quarterly' })).toHaveAttribute('aria-pressed', 'true')
    await expect(periods.getByRole('button', { pressed: true })).toHaveCount(1)
  })
})
