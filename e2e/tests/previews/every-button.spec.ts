import { parseCsv } from '@app/csv/test/parse-csv'
import { WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import { EARLY_ACCESS_PATH } from '@app/site-config'
import { type Download, expect, type Locator, type Page, test } from '@playwright/test'
import { previewScreenPaths } from '../../previews.ts'
import { toastItems } from '../../toasts.ts'

// No silent button: every enabled button in every preview screen's main content is clicked on the screen as a
// new visitor sees it, and something the visitor can see must change: the URL, the page's text (a toast, a
// new row, an opened form), a pressed/expanded/selected state, or a download.

const routes = [...previewScreenPaths.founder, ...previewScreenPaths.investor]

type Snapshot = { page: string; toasts: string }

/** What the visitor sees: the address, the page's text and every pressed/expanded/selected/checked/current state; toasts apart. */
async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    // The states a screen reader announces (a styling attribute such as Radix's data-state is not one).
    const stateNames = ['aria-pressed', 'aria-expanded', 'aria-selected', 'aria-checked', 'aria-current']
    const states = [...document.querySelectorAll(stateNames.map((name) => `[${name}]`).join())]
      .map((element) => stateNames.map((name) => element.getAttribute(name)).join())
      .join('|')
    // The rendered text (innerText, not textContent) is what the visitor sees change.
    const shown = (element: HTMLElement | null | undefined) =>
      // biome-ignore lint/performance/useDomNodeTextContent: see above
      element?.innerText.trim() ?? ''
    const toasts = shown(document.querySelector<HTMLElement>('section[aria-label^="Notifications"]'))
    // A toast's text taken out of the page's leaves the blank line it stood on: line breaks are compared as
    // one, so a toast alone does not count as a change of the page.
    const text = (toasts ? shown(document.body).replace(toasts, '') : shown(document.body))
      .replace(/\s*\n\s*/g, '\n')
      .trim()
    return { page: `${location.href}\n${text}\n${states}`, toasts }
  })
}

/**
 * Opens `route` as a new visitor and waits until nothing more happens by itself: the code has hydrated the
 * prerendered screen, and the page's timers (the coach's greeting 1 s after hydration, the score animations)
 * have run on the test's clock. A snapshot taken earlier would count the greeting as a button's answer.
 */
async function openSettled(page: Page, route: string): Promise<void> {
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined)
  await page.goto(route)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator(WAITING_ISLAND_SELECTOR)).toHaveCount(0)
  await page.clock.runFor(2000)
  await expect(page.getByText(/is typing…/)).toHaveCount(0)
}

/**
 * Undoes what `button` changed on the screen as a visitor would (a toggle pressed again, a change of view
 * stepped back with the browser's Back), and checks the screen is then exactly as it was before the click,
 * notices included; when it is not (or the change cannot be undone so), a fresh visit. A fresh visit costs a
 * whole page load and hydration: most changes are toggles and views, undone in a few milliseconds.
 */
async function undo(page: Page, route: string, button: Locator, before: Snapshot, after: Snapshot) {
  const address = (shot: Snapshot) => shot.page.slice(0, shot.page.indexOf('\n'))
  if (address(after) !== address(before)) await page.goBack()
  // The click may have taken its own button away (a card passed on): then it is not pressed.
  else if ((await button.getAttribute('aria-pressed', { timeout: 1000 }).catch(() => null)) === 'true')
    await button.click()
  else return openSettled(page, route)
  const restored = await expect
    .poll(
      async () => {
        const now = await snapshot(page)
        return now.page === before.page && now.toasts === before.toasts
      },
      { timeout: 1000 },
    )
    .toBe(true)
    .then(() => true)
    .catch(() => false)
  if (!restored) await openSettled(page, route)
}

/** Indexes (among main's buttons) of the buttons a visitor can press to some end. */
async function pressableButtons(page: Page): Promise<number[]> {
  const indexes: number[] = []
  const buttons = await page.getByRole('main').getByRole('button').all()
  for (const [index, button] of buttons.entries()) {
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue
    // The option already chosen in a single-choice group stays chosen by design.
    if ((await button.getAttribute('aria-pressed')) === 'true') continue
    if ((await button.getAttribute('aria-selected')) === 'true') continue
    indexes.push(index)
  }
  return indexes
}

for (const route of routes) {
  test(`every button on ${route} answers`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.clock.install()
    await openSettled(page, route)
    const indexes = await pressableButtons(page)
    expect(indexes.length).toBeGreaterThan(0)
    const silent: string[] = []
    const toasts = toastItems(page)
    for (const index of indexes) {
      const button = page.getByRole('main').getByRole('button').nth(index)
      const name = `#${index} ${(await button.textContent())?.trim()}`
      const before = await snapshot(page)
      let downloaded = false
      page.once('download', () => {
        downloaded = true
      })
      await button.click()
      let after = before
      try {
        await expect
          .poll(
            async () => {
              after = await snapshot(page)
              return downloaded || after.page !== before.page || after.toasts !== before.toasts
            },
            { timeout: 3000 },
          )
          .toBe(true)
      } catch {
        silent.push(name)
      }
      // Each button starts from the screen as a new visitor sees it: a notice is closed as a visitor would
      // close it; a click that changed the screen is undone, as a visitor would undo it, or by a fresh visit.
      if (after.page !== before.page) await undo(page, route, button, before, after)
      else if ((await toasts.count()) > 1) await openSettled(page, route)
      else if ((await toasts.count()) === 1) {
        // Housekeeping, not the behaviour under test: the click is dispatched to the Close button, since
        // Playwright's click would first wait about a second for the toast to stop sliding in.
        await page.getByRole('button', { name: 'Close toast' }).dispatchEvent('click')
        await expect(toasts).toHaveCount(0)
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
  const toast = toastItems(page, "View Profile isn't available in the preview")
  await expect(toast).toBeVisible()
  // Words a fund reads as well as a founder: an investor has a portfolio, not a startup of their own.
  await expect(toast).toContainText(
    'This preview runs on sample data. Get Early Access to use it with your own data.',
  )
  await expect(toast.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
    'href',
    EARLY_ACCESS_PATH,
  )
})

test('Save, Pass, Add New Task and Add Milestone act on the sample data for the session', async ({
  page,
}) => {
  await page.goto('/founder/connect')
  const investors = page.getByRole('list', { name: 'Investors' }).getByRole('listitem')
  const firstName = (await investors.first().getByRole('heading', { level: 3 }).textContent()) ?? ''
  const save = investors.first().getByRole('button', { name: `Save ${firstName}` })
  await save.click()
  await expect(page.getByText(/· 1 saved/)).toBeVisible()
  // A toggle: the same name, pressed.
  await expect(save).toHaveAttribute('aria-pressed', 'true')
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

for (const [path, label] of [
  ['/founder/dashboard', 'Add New Task'],
  ['/founder/progress', 'Add Milestone'],
] as const) {
  test(`on a phone, ${label} shows only its icon and a screen reader still reads its name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    const add = page.getByRole('button', { name: label })
    await expect(add).toBeVisible()
    // Only the icon is drawn, so the card's title and description keep the width: the label a screen reader
    // reads takes up no more than a clipped pixel on screen (drawn, it is about 90 px wide).
    const drawnLabel = await add.getByText(label, { exact: true }).boundingBox()
    expect(drawnLabel?.width, `${label}'s label drawn on screen`).toBeLessThanOrEqual(1)
  })
}

/** The rows of a downloaded CSV file, read by the CSV package's own RFC 4180 reader for tests. */
async function downloadedCsv(download: Download): Promise<string[][]> {
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')
  return parseCsv(text.replace(/^\uFEFF/, ''))
}

test('Export and Portfolio Report download a CSV of what is shown', async ({ page }) => {
  await page.goto('/investor/analytics?tab=Stages&range=1Y')
  const [analytics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ])
  expect(analytics.suggestedFilename()).toBe('portfolio-stages-1y.csv')
  // The chart's data table (what a screen reader reads) and the file hold the same periods and series.
  const table = page.getByRole('table')
  const [header = [], ...periods] = await downloadedCsv(analytics)
  const series = await table.getByRole('columnheader').allTextContents()
  expect(header).toEqual(series.map((name, index) => (index === 0 ? name : `${name} (GBP)`)))
  expect(periods).toHaveLength(13)
  expect(periods.map(([period]) => period)).toEqual(await table.getByRole('rowheader').allTextContents())
  for (const row of periods) for (const value of row.slice(1)) expect(Number(value)).not.toBeNaN()

  await page.goto('/investor/portfolio')
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Portfolio Report' }).click(),
  ])
  const [columns, ...companies] = await downloadedCsv(report)
  expect(columns).toEqual([
    'Company',
    'Description',
    'Invested (GBP)',
    'Investment date',
    'Vibe Score',
    'Band',
  ])
  // One row per company shown, in the same order, with the Vibe Score its card shows.
  const shown = page.getByRole('region', { name: 'Companies' })
  const names = await shown.getByRole('heading', { level: 3 }).allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(companies.map(([company]) => company)).toEqual(names)
  for (const [name = '', , , , score = ''] of companies)
    await expect(shown.getByRole('listitem').filter({ hasText: name })).toContainText(score)
})
