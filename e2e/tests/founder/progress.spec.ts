import { expect, type Locator, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'
import { animationCount, expectCountsUpInTicks, holdAnimations } from '../../score-animation.ts'
import { touchPhone } from '../../touch.ts'

/** The score a progress bar shows, out of 300: how far its filled part reaches across the bar, as drawn. */
const barScore = (bar: Locator) =>
  bar.evaluate((root) => {
    const track = root.getBoundingClientRect()
    const filled = root.firstElementChild?.getBoundingClientRect()
    return filled ? ((filled.right - track.left) / track.width) * 300 : Number.NaN
  })

const scores = [
  ['Team', 212],
  ['Product', 186],
  ['Market', 164],
  ['Traction', 142],
  ['Business', 186],
] as const

test('founder progress: actions, metrics, score breakdown, milestones, areas to improve and the trend', async ({
  page,
}) => {
  await page.goto('/founder/progress')

  await test.step('the actions and four metric cards', async () => {
    await expect(page.getByRole('button', { name: 'Export Report' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'View Timeline' })).toBeVisible()
    // "Quarterly": the dashboard's 2 of 5 (40 %) are this week's tasks, a different count.
    await expect(
      page.getByRole('region', { name: 'Progress metrics' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Monthly Recurring Revenue',
      'Investor Profile Views',
      'Quarterly OKR Completion',
      'Runway',
    ])
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
    const current = page.getByText('Current score').locator('..')
    await expect(current).toContainText('178')
    await expect(current).toContainText('+17 this period')

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

  await test.step('an earlier period has no sample scores, and no gain is claimed for it', async () => {
    const current = page.getByText('Current score').locator('..')
    await page.getByRole('button', { name: 'Previous period' }).click()
    await expect(page.getByText(/^No sample scores for /)).toBeVisible()
    await expect(current).toContainText('178')
    await expect(current).not.toContainText('this period')
    await page.getByRole('button', { name: 'Back to the latest period' }).click()
    await expect(current).toContainText('+17 this period')
  })
})

test.describe('by keyboard, focus is never dropped', () => {
  test('Add Milestone: Escape or Cancel closes the form and puts focus back on the button', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/progress')
    const add = page.getByRole('button', { name: 'Add Milestone' })
    for (const close of ['Escape', 'Cancel']) {
      await add.click()
      await expect(page.getByLabel('New milestone')).toBeFocused()
      if (close === 'Escape') await page.keyboard.press('Escape')
      else await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByLabel('New milestone')).toHaveCount(0)
      await expect(add).toBeFocused()
    }
  })

  test('the period arrows keep focus at either end, marked disabled there', async ({ page }) => {
    await openHydrated(page, '/founder/progress')
    const next = page.getByRole('button', { name: 'Next period' })
    await expect(next).toBeDisabled()
    await page.getByRole('button', { name: 'Previous period' }).click()
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(next).toBeDisabled()
    await expect(next).toBeFocused()
    // The earlier period's "Back to the latest period" goes with it: focus carries on from the arrows.
    await page.getByRole('button', { name: 'Previous period' }).click()
    await page.getByRole('button', { name: 'Back to the latest period' }).click()
    await expect(page.getByRole('button', { name: 'Previous period' })).toBeFocused()
  })
})

test('Add Milestone by keyboard: a screen reader hears that the milestone was added, the field is ready for the next', async ({
  page,
}) => {
  await openHydrated(page, '/founder/progress')
  await page.getByRole('button', { name: 'Add Milestone' }).press('Enter')
  const field = page.getByLabel('New milestone')
  await expect(field).toBeFocused()
  await page.keyboard.type('Close the seed round')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Milestones' })).toContainText('Close the seed round')
  // The new milestone is further down the page: a status says it was added, without moving focus.
  await expect(page.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
    'Added “Close the seed round”',
  )
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')
})

test.describe('the score bars’ animation', () => {
  // Visits with the animations held from the start, to step them tick by tick.
  test.beforeEach(async ({ page }) => {
    await holdAnimations(page)
    await page.goto('/founder/progress')
  })

  test('each bar grows from zero in 60 ticks at about 60 a second, adding its score/60 per tick', async ({
    page,
  }) => {
    for (const [category, score] of scores) {
      const bar = page.getByRole('progressbar', { name: `${category}: ${score} out of 300` })
      const indicator = bar.locator('[data-slot="progress-indicator"]')
      await expectCountsUpInTicks(indicator, () => barScore(bar), {
        target: score,
        ticks: [0, 1, 30, 59],
        digits: 1,
        label: category,
      })
    }
  })
})

test.describe('on a phone', () => {
  test.use(touchPhone)

  test('the trend chart below the first screen draws its line once the visitor scrolls to it', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/progress')
    const chart = page.getByRole('slider', { name: /^Vibe Score, .*values by period$/ })
    // The screen's one line, as drawn: how much of its length (1) the stroke still leaves out.
    const line = page.locator('svg path[pathLength="1"]')
    const undrawn = () => line.evaluate((path) => Number.parseFloat(getComputedStyle(path).strokeDashoffset))
    await expect(chart).not.toBeInViewport()
    expect(await undrawn()).toBe(1)
    await chart.scrollIntoViewIfNeeded()
    await expect.poll(undrawn).toBe(0)
  })
})

test.describe('under reduced motion', () => {
  // Asked for from the first paint: one visit, no reload of a visit made to hold the animations.
  test.use({ reducedMotion: 'reduce' })

  test('shows every bar at its score at once', async ({ page }) => {
    await page.goto('/founder/progress')
    for (const [category, score] of scores) {
      const bar = page.getByRole('progressbar', { name: `${category}: ${score} out of 300` })
      expect(await animationCount(bar.locator('[data-slot="progress-indicator"]'))).toBe(0)
      expect(await barScore(bar)).toBeCloseTo(score, 1)
    }
  })
})
