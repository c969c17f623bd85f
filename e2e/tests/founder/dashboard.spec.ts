import { expect, type Locator, test } from '@playwright/test'
import { animationCount, holdAnimations, seekAnimation, TICK_MS, TICKS } from '../../score-animation.ts'

/** The share of the ring drawn, in percent, as the visitor sees it now. */
const ringFill = (circle: Locator) =>
  circle.evaluate((node) => {
    const style = getComputedStyle(node)
    return (1 - Number.parseFloat(style.strokeDashoffset) / Number.parseFloat(style.strokeDasharray)) * 100
  })

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
      ['Total Revenue', '£48,250', '+8.2%'],
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
    await expect.poll(() => ringFill(page.getByTestId('score-ring-fill'))).toBeCloseTo(59.3, 3)
    await expect(page.getByRole('button', { name: 'Share Score' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Set Goals' })).toBeVisible()
    await page.getByRole('link', { name: 'View Detailed Analysis' }).click()
    await expect(page).toHaveURL('/founder/progress')
  })

  test.describe('the ring animation', () => {
    // Visits again, with the animations held from the start.
    test.beforeEach(async ({ page }) => {
      await holdAnimations(page)
      await page.goto('/founder/dashboard')
    })

    test('fills from zero to 59.3 % in 60 ticks at about 60 a second, adding 59.3/60 per tick', async ({
      page,
    }) => {
      const circle = page.getByTestId('score-ring-fill')
      for (const tick of [0, 1, 2, 30, 59]) {
        // Anywhere within a tick the ring shows that tick's value: it moves in steps, not continuously.
        for (const within of [0, 0.5, 0.95]) {
          await seekAnimation(circle, (tick + within) * TICK_MS)
          expect(await ringFill(circle), `tick ${tick} + ${within}`).toBeCloseTo((59.3 / TICKS) * tick, 3)
        }
      }
      await seekAnimation(circle, TICKS * TICK_MS)
      expect(await ringFill(circle)).toBeCloseTo(59.3, 3)
    })

    test('shows the full 59.3 % at once under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.reload()
      const circle = page.getByTestId('score-ring-fill')
      expect(await animationCount(circle)).toBe(0)
      expect(await ringFill(circle)).toBeCloseTo(59.3, 3)
    })
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
