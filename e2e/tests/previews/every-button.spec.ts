import { expect, type Page, test } from '@playwright/test'

// Issue 14 §3: no silent button. Every enabled button in every preview screen's main content is clicked on a
// freshly loaded screen, and something the visitor can see must change: the URL, the page's text (a toast, a
// new row, an opened form), a pressed/expanded/selected state, or a download.

const routes = [
  '/founder/dashboard',
  '/founder/ai-cofounder',
  '/founder/progress',
  '/founder/connect',
  '/founder/resources',
  '/investor/dashboard',
  '/investor/discover',
  '/investor/portfolio',
  '/investor/analytics',
]

async function snapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const states = [
      ...document.querySelectorAll('[aria-pressed],[aria-expanded],[aria-selected],[data-state]'),
    ]
      .map((element) =>
        ['aria-pressed', 'aria-expanded', 'aria-selected', 'data-state']
          .map((name) => element.getAttribute(name))
          .join(),
      )
      .join('|')
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the visitor sees change
    return `${location.href}\n${document.body.innerText}\n${states}`
  })
}

/** Indexes (among main's buttons) of the buttons a visitor can press to some end. */
async function pressableButtons(page: Page): Promise<number[]> {
  const indexes: number[] = []
  const buttons = await page.getByRole('main').getByRole('button').all()
  for (const [index, button] of buttons.entries()) {
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue
    // The option already chosen in a single-choice group stays chosen by design (spec §2).
    if ((await button.getAttribute('aria-pressed')) === 'true') continue
    if ((await button.getAttribute('aria-selected')) === 'true') continue
    indexes.push(index)
  }
  return indexes
}

for (const route of routes) {
  test(`every button on ${route} answers`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const indexes = await pressableButtons(page)
    expect(indexes.length).toBeGreaterThan(0)
    const silent: string[] = []
    for (const index of indexes) {
      // Each button starts from the screen as a new visitor sees it (no session picks from earlier clicks).
      await page.evaluate(() => sessionStorage.clear())
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const button = page.getByRole('main').getByRole('button').nth(index)
      const name = `#${index} ${(await button.textContent())?.trim()}`
      const before = await snapshot(page)
      let downloaded = false
      page.once('download', () => {
        downloaded = true
      })
      await button.click()
      try {
        await expect
          .poll(async () => downloaded || (await snapshot(page)) !== before, { timeout: 3000 })
          .toBe(true)
      } catch {
        silent.push(name)
      }
    }
    expect(silent, `silent buttons on ${route}`).toEqual([])
  })
}

test('a preview-only action explains itself and links to Get Early Access', async ({ page }) => {
  await page.goto('/investor/discover')
  await page
    .getByRole('button', { name: /^View Profile of / })
    .first()
    .click()
  // Sonner's toasts sit in an aria-live region ("Notifications", reachable with Alt+T).
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: "View Profile isn't available in the preview" })
  await expect(toast).toBeVisible()
  await expect(toast.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
    'href',
    '/get-early-access',
  )
})

test('Save, Pass, Add New Task and Add Milestone act on the sample data for the session', async ({
  page,
}) => {
  await page.goto('/founder/connect')
  const investors = page.getByRole('list', { name: 'Investors' }).getByRole('listitem')
  const firstName = (await investors.first().getByRole('heading', { level: 3 }).textContent()) ?? ''
  await investors
    .first()
    .getByRole('button', { name: new RegExp(`^Save ${firstName}`) })
    .click()
  await expect(page.getByText(/· 1 saved/)).toBeVisible()
  await investors
    .first()
    .getByRole('button', { name: `Pass on ${firstName}` })
    .click()
  await expect(page.getByRole('heading', { level: 3, name: firstName })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 3, name: firstName })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show passed investors' }).click()
  await expect(page.getByRole('heading', { level: 3, name: firstName })).toBeVisible()

  await page.goto('/founder/dashboard')
  await page.getByRole('button', { name: 'Add New Task' }).click()
  await page.getByRole('textbox', { name: 'New task' }).fill('Call the bank about the API')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Call the bank about the API')
  await expect(page.getByText('completed 2 of 6 (33%)')).toBeVisible()

  await page.goto('/founder/progress')
  await page.getByRole('button', { name: 'Add Milestone' }).click()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a new milestone')
  await page.getByRole('textbox', { name: 'New milestone' }).fill('Close the seed round')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Milestones' })).toContainText('Close the seed round')
})

test('Export and Portfolio Report download a CSV of what is shown', async ({ page }) => {
  await page.goto('/investor/analytics?tab=Stages&range=1Y')
  const [analytics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ])
  expect(analytics.suggestedFilename()).toBe('portfolio-stages-1y.csv')
  const analyticsCsv = await (await analytics.createReadStream()).toArray()
  expect(Buffer.concat(analyticsCsv).toString('utf8')).toMatch(/^\uFEFFPeriod,/)

  await page.goto('/investor/portfolio')
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Portfolio Report' }).click(),
  ])
  const text = Buffer.concat(await (await report.createReadStream()).toArray()).toString('utf8')
  const lines = text.trim().split('\r\n')
  const shownRows = await page.getByRole('main').getByRole('heading', { level: 3 }).count()
  expect(lines[0]).toContain('Company,Description,Invested (GBP)')
  expect(lines.length - 1).toBeGreaterThan(0)
  expect(shownRows).toBeGreaterThanOrEqual(lines.length - 1)
})
