import { expect, test } from '@playwright/test'

test.describe('founder dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founder/dashboard')
  })

  test('greets the founder and offers Schedule Session and Get Guidance', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible()
    await expect(page.getByText('Tuesday, June 10, 2025')).toBeVisible()
    for (const name of ['Schedule Session', 'Get Guidance']) {
      const button = page.getByRole('button', { name })
      await expect(button).toBeVisible()
      await button.focus()
      await expect(button).toBeFocused()
    }
  })

  test('shows four key metrics with their change versus last week', async ({ page }) => {
    const metrics = page.getByRole('region', { name: 'Key Metrics' })
    for (const [title, value, change] of [
      ['Weekly Active Users', '2,847', '+12.4%'],
      ['Conversion Rate', '3.8%', '+0.6%'],
      ['Customer Retention', '84%', '-2.1%'],
      ['Total Revenue', '£45.6k/mo', '+1.7%'],
    ] as const) {
      const card = metrics.locator('[data-slot="metric-card"]').filter({ hasText: title })
      await expect(card).toContainText(value)
      await expect(card).toContainText(change)
      await expect(card).toContainText('vs last week')
    }
    await expect(metrics.locator('[data-trend="up"]')).toHaveCount(3)
    await expect(metrics.locator('[data-trend="down"]')).toHaveCount(1)
    await expect(metrics.locator('[data-trend="down"]')).toContainText('-2.1%')
  })

  test('the health score ring shows 178 and fills to 59.3 %', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Startup Health Score' })).toBeVisible()
    await expect(page.getByText('Updated daily based on 100+ parameters')).toBeVisible()
    await expect(page.getByText('178', { exact: true }).first()).toBeVisible()
    await expect(page.getByTestId('score-ring-fill')).toHaveAttribute('data-fill', '59.3')
    await expect(page.getByRole('button', { name: 'Share Score' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Set Goals' })).toBeVisible()
    await page.getByRole('link', { name: 'View Detailed Analysis' }).click()
    await expect(page).toHaveURL('/founder/progress')
  })

  test('shows today’s priority and resources picked for the founder', async ({ page }) => {
    await expect(page.getByText("Today's Priority")).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Improve user activation rate' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Resources For You' })).toBeVisible()
    await expect(page.getByText('Why Activation Beats Acquisition at Seed')).toBeVisible()
  })

  test('lists the weekly tasks, completed ones dimmed and struck through', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Weekly OKRs & Tasks' })).toBeVisible()
    await expect(page.getByText('completed 2 of 5 (40%)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add New Task' })).toBeVisible()

    const tasks = page.locator('li[data-completed]')
    await expect(tasks).toHaveCount(5)
    const done = page.locator('li[data-completed="true"]')
    await expect(done).toHaveCount(2)
    const open = page.locator('li[data-completed="false"]').first()
    const openTitle = open.locator('p').first()
    await expect(openTitle).toHaveCSS('text-decoration-line', 'none')
    const openColour = await openTitle.evaluate((element) => getComputedStyle(element).color)
    for (const task of await done.all()) {
      const title = task.locator('p').first()
      await expect(title).toHaveCSS('text-decoration-line', 'line-through')
      // Dimmed: a lighter text colour than open tasks.
      expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toBe(openColour)
    }
    await expect(open).toContainText('Due Jun 12')
    await expect(open).toContainText('High')

    const objectives = page.getByRole('region', { name: 'Key Objectives' })
    await expect(objectives.getByRole('listitem')).toHaveCount(3)
    await expect(objectives).toContainText('On track')
    await expect(objectives).toContainText('At risk')
  })
})
