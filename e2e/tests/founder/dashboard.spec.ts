import { expect, type Locator, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'
import { animationCount, expectCountsUpInTicks, holdAnimations } from '../../score-animation.ts'
import { touchPhone } from '../../touch.ts'

/** The share of the ring drawn, in percent, as the visitor sees it now. */
const ringFill = (circle: Locator) =>
  circle.evaluate((node) => {
    const style = getComputedStyle(node)
    return (1 - Number.parseFloat(style.strokeDashoffset) / Number.parseFloat(style.strokeDasharray)) * 100
  })

test('the founder dashboard: greeting, key metrics, health score, priority, resources and weekly tasks', async ({
  page,
}) => {
  await page.goto('/founder/dashboard')

  await test.step('greets the founder; Schedule Session and Get Guidance answer with the preview notice', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible()
    await expect(page.getByText('Tuesday, June 10, 2025')).toBeVisible()
    for (const name of ['Schedule Session', 'Get Guidance']) {
      await page.getByRole('button', { name }).click()
      await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
        `${name} isn't available in the preview`,
      )
    }
  })

  await test.step('four key metrics, each change versus last week with its direction in words', async () => {
    const metrics = page.getByRole('region', { name: 'Key Metrics' })
    const cards = metrics.getByRole('heading', { level: 3 })
    await expect(cards).toHaveText([
      'Weekly Active Users',
      'Conversion Rate',
      'Customer Retention',
      'Total Revenue',
    ])
    const colours = { Up: new Set<string>(), Down: new Set<string>() }
    for (const [title, value, change] of [
      ['Weekly Active Users', '2,847', 'Up +12.4%'],
      ['Conversion Rate', '3.8%', 'Up +0.6 pts'],
      ['Customer Retention', '84%', 'Down −2.1 pts'],
      ['Total Revenue', '£45.6k/mo', 'Up +1.7%'],
    ] as const) {
      const card = metrics.getByRole('group', { name: title })
      await expect(card).toContainText(value)
      await expect(card).toContainText('vs last week')
      // The badge reads "Up +12.4%" to a screen reader; its colour tells the same: every rise alike, the fall apart.
      const badge = card.getByText(change, { exact: true })
      await expect(badge).toBeVisible()
      colours[change.startsWith('Up') ? 'Up' : 'Down'].add(
        await badge.evaluate((element) => getComputedStyle(element).color),
      )
    }
    expect(colours.Up.size).toBe(1)
    expect(colours.Down.size).toBe(1)
    expect([...colours.Up]).not.toEqual([...colours.Down])
  })

  await test.step('the health score ring shows 178 and fills to 59.3 %', async () => {
    const card = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Startup Health Score' }) })
    await expect(card.getByText('Updated daily based on 100+ parameters')).toBeVisible()
    await expect(card.getByText('178', { exact: true })).toBeVisible()
    // The drawn arc: the part of the ring's circumference its stroke leaves undashed.
    const ring = card.locator('svg').first().locator('circle').last()
    await expect
      .poll(() =>
        ring.evaluate((circle: SVGCircleElement) => {
          const { strokeDasharray, strokeDashoffset } = getComputedStyle(circle)
          const length = Number.parseFloat(strokeDasharray)
          return Math.round(((length - Number.parseFloat(strokeDashoffset)) / length) * 1000) / 10
        }),
      )
      .toBe(59.3)
    await expect(card.getByRole('button', { name: 'Share Score' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Set Goals' })).toBeVisible()
  })

  await test.step('today’s priority and resources picked for the founder', async () => {
    // innerText: the label as drawn on screen, in the product's capitals, not upper-cased by a style.
    await expect(page.getByText("Today's Priority")).toHaveText("Today's Priority", { useInnerText: true })
    await expect(page.getByRole('heading', { name: 'Improve user activation rate' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Resources For You' })).toBeVisible()
    await expect(page.getByText('Why Activation Beats Acquisition at Seed')).toBeVisible()
  })

  await test.step('the weekly tasks: completed ones said so, dimmed and struck through', async () => {
    await expect(page.getByRole('heading', { name: 'Weekly OKRs & Tasks' })).toBeVisible()
    await expect(page.getByText('completed 2 of 5 (40%)')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Tasks completed this week' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await expect(page.getByRole('button', { name: 'Add New Task' })).toBeVisible()

    const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')
    await expect(tasks).toHaveCount(5)
    const done = tasks.filter({ hasText: '(completed)' })
    await expect(done).toHaveCount(2)
    const open = tasks.filter({ hasText: '(open)' }).first()
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
    await expect(open).toContainText('High priority')

    const objectives = page.getByRole('region', { name: 'Key Objectives' })
    await expect(objectives.getByRole('listitem')).toHaveCount(3)
    await expect(objectives).toContainText('On track')
    await expect(objectives).toContainText('At risk')
  })

  await test.step('View Detailed Analysis opens the progress screen', async () => {
    await page.getByRole('link', { name: 'View Detailed Analysis' }).click()
    await expect(page).toHaveURL('/founder/progress')
  })
})

test.describe('the health score ring animation', () => {
  // Visits with the animations held from the start, to step them tick by tick.
  test.beforeEach(async ({ page }) => {
    await holdAnimations(page)
    await page.goto('/founder/dashboard')
  })

  test('fills from zero to 59.3 % in 60 ticks at about 60 a second, adding 59.3/60 per tick', async ({
    page,
  }) => {
    const circle = page.getByTestId('score-ring-fill')
    await expectCountsUpInTicks(circle, () => ringFill(circle), {
      target: 59.3,
      ticks: [0, 1, 2, 30, 59],
      digits: 3,
      label: 'the ring',
    })
  })
})

test.describe('the health score ring on a phone', () => {
  test.use(touchPhone)

  test('below the first screen, it waits empty until the visitor scrolls to it, then fills to 59.3 %', async ({
    page,
  }) => {
    await page.goto('/founder/dashboard')
    const circle = page.getByTestId('score-ring-fill')
    await expect(circle).not.toBeInViewport()
    // Held once the page has painted: nobody would see it fill down there.
    await expect
      .poll(() => circle.evaluate((node) => node.getAnimations().map((animation) => animation.playState)))
      .toEqual(['paused'])
    expect(await ringFill(circle)).toBeLessThan(5)
    await circle.scrollIntoViewIfNeeded()
    await expect.poll(() => ringFill(circle)).toBeCloseTo(59.3, 1)
  })
})

test.describe('the health score ring under reduced motion', () => {
  // Asked for from the first paint: one visit, no reload of a visit made to hold the animations.
  test.use({ reducedMotion: 'reduce' })

  test('shows the full 59.3 % at once', async ({ page }) => {
    await page.goto('/founder/dashboard')
    const circle = page.getByTestId('score-ring-fill')
    expect(await animationCount(circle)).toBe(0)
    expect(await ringFill(circle)).toBeCloseTo(59.3, 3)
  })
})

test('Add New Task by keyboard: a screen reader hears that the task was added, the field is ready for the next', async ({
  page,
}) => {
  await openHydrated(page, '/founder/dashboard')
  await page.getByRole('button', { name: 'Add New Task' }).press('Enter')
  const field = page.getByLabel('New task')
  await expect(field).toBeFocused()
  await page.keyboard.type('Call the bank about the API')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Call the bank about the API')
  await expect(page.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
    'Added “Call the bank about the API”',
  )
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')
})
