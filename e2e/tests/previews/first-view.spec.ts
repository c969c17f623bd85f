import { WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import type { Locator } from '@playwright/test'
import { HYDRATED_PREVIEW_ROOT, startupNames } from '../../previews.ts'
import { holdAnimations } from '../../score-animation.ts'
import { holdScripts, islandWaiting, openBeforeCode, UNTIL_HYDRATED } from '../../slow-phone.ts'
import { expect, test } from '../../slow-phone-test.ts'
import { touchPhone } from '../../touch.ts'

/**
 * A preview's first screen is prerendered, so it paints before its code has arrived, and (the marketing site's
 * rule) nothing done to it meanwhile is lost. A phone on slow 4G with a 4x slower CPU acts on each control as
 * soon as Playwright sees it; each test also proves the app had not hydrated yet, so it covers the gap it is
 * about. A shared link or a session with its own view keeps the screen hidden until that view is drawn, rather
 * than showing the default one first.
 */

/**
 * At the page's first paint (its stylesheet applies from then on): whether `element` is visible, and whether
 * the app was still waiting for its code, asked at one moment so the answer is about that gap.
 */
async function atFirstPaint(element: Locator): Promise<{ visible: boolean; waiting: boolean }> {
  await element
    .page()
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  return element.evaluate(
    (node, waitingIsland) => ({
      visible: node.checkVisibility({ visibilityProperty: true }),
      waiting: node.closest(waitingIsland) !== null,
    }),
    WAITING_ISLAND_SELECTOR,
  )
}

/**
 * Opens `/founder/ai-cofounder` before its code has arrived, with `target` visible, and lets the page's held
 * animations run until the stylesheet has shown the coach's greeting. Returns the conversation.
 */
async function openCoachGreetedBeforeCode(target: Locator): Promise<Locator> {
  const page = target.page()
  const animations = await holdAnimations(page)
  const log = page.getByRole('log', { name: 'Conversation with your AI Coach' })
  await openBeforeCode(page, '/founder/ai-cofounder', target)
  await log.scrollIntoViewIfNeeded()
  await animations.release()
  await expect(log.getByText(/^Hi Maya/)).toBeVisible()
  return log
}

test('the server sends each screen drawn, not an empty page', async ({ request }) => {
  for (const [path, heading] of [
    ['/founder', 'Welcome back, Maya'],
    ['/founder/progress', 'Progress'],
    ['/investor/discover', 'Discover'],
    ['/investor/analytics', 'Analytics'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
  }
})

test("the app's code is asked for only once the screen has painted", async ({ page, request, scripts }) => {
  // Nothing in the page asks for a module before the paint: no preload links, and the module script is inert.
  const html = await (await request.get('/founder/dashboard')).text()
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)

  await scripts.release()
  await page.goto('/founder/dashboard')
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
  )
  const { paint, starts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    starts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint)
  await expect(page.locator(HYDRATED_PREVIEW_ROOT)).toBeAttached(UNTIL_HYDRATED)
})

test.describe('on a phone', () => {
  test.use(touchPhone)

  test('the preview menu opens at once, before the code, and the app finds it open', async ({
    page,
    scripts,
  }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await openBeforeCode(page, '/founder/progress', toggle)
    await toggle.tap()
    // A native popover: open while the app's code is still held back.
    await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible()
    await scripts.release()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
      UNTIL_HYDRATED,
    )
    await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible()
  })

  test('before its code has arrived, the coach types for its second, then greets; once hydrated it goes on from there', async ({
    page,
    scripts,
  }) => {
    // The page's animations held at their start, to be let go below.
    const animations = await holdAnimations(page)
    const log = page.getByRole('log', { name: 'Conversation with your AI Coach' })
    const typing = log.getByText('AI Coach is typing…')
    const greeting = log.getByText(/^Hi Maya/)
    await openBeforeCode(page, '/founder/ai-cofounder', typing)
    await expect(greeting).toBeHidden()
    await log.scrollIntoViewIfNeeded()
    await animations.release()
    await expect(greeting).toBeVisible()
    await expect(typing).toBeHidden()
    expect(await islandWaiting(greeting), 'greeted before the code ran').toBe(true)
    await scripts.release()
    await expect(page.locator(HYDRATED_PREVIEW_ROOT)).toBeAttached(UNTIL_HYDRATED)
    await expect(greeting).toBeVisible()
    await expect(typing).toHaveCount(0)
    await page.getByRole('group', { name: 'Suggested questions' }).getByRole('button').first().click()
    await expect(typing).toBeVisible()
  })

  test('a suggested question tapped once the coach has greeted, before its code, is asked when the code arrives', async ({
    page,
    scripts,
  }) => {
    const prompt = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button').first()
    const log = await openCoachGreetedBeforeCode(prompt)
    await expect(prompt).toBeEnabled()
    const question = (await prompt.textContent()) ?? ''
    await prompt.tap()
    // Shown as pressed while the code is on its way.
    await expect(prompt).toHaveAttribute('aria-busy', 'true')
    expect(await islandWaiting(prompt), 'tapped before the code ran').toBe(true)
    await scripts.release()
    await expect(log.getByText(question, { exact: true })).toBeVisible(UNTIL_HYDRATED)
    await expect(log.getByText('AI Coach is typing…')).toBeVisible()
  })

  test('a question typed and sent once the coach has greeted, before its code, is asked when the code arrives', async ({
    page,
    scripts,
  }) => {
    const box = page.getByRole('textbox', { name: 'Message your AI Coach' })
    const log = await openCoachGreetedBeforeCode(box)
    await box.fill('What is my runway?')
    const sendButton = page.getByRole('button', { name: 'Send' })
    await expect(sendButton).toBeEnabled()
    await sendButton.tap()
    await expect(sendButton).toHaveAttribute('aria-busy', 'true')
    expect(await islandWaiting(sendButton), 'sent before the code ran').toBe(true)
    await scripts.release()
    await expect(log.getByText('What is my runway?', { exact: true })).toBeVisible(UNTIL_HYDRATED)
    await expect(box).toHaveValue('')
  })

  test('a card saved at once is saved, and counted', async ({ page, scripts }) => {
    const save = page.getByRole('button', { name: 'Save Synapse Scribe' })
    await openBeforeCode(page, '/investor/discover', save)
    await save.tap()
    await scripts.release()
    await expect(save).toHaveAttribute('aria-pressed', 'true', UNTIL_HYDRATED)
    await expect(page.getByRole('button', { name: /^Saved/ })).toContainText('1')
  })

  test('text typed at once into a search filters once the code has arrived, and is in the address', async ({
    page,
    scripts,
  }) => {
    const search = page.getByRole('searchbox', { name: 'Search startups' })
    await openBeforeCode(page, '/investor/discover', search)
    await search.fill('LONDON')
    await scripts.release()
    await expect(startupNames(page)).toHaveText(['Lumora Health', 'Ledgerly', 'Kinfolk Pay'], UNTIL_HYDRATED)
    await expect(search).toHaveValue('LONDON')
    await expect(page).toHaveURL(/\?q=LONDON$/)
  })

  test('a sort chosen at once in a native select orders the list once the code has arrived', async ({
    page,
    scripts,
  }) => {
    const sort = page.getByLabel('Sort by')
    await openBeforeCode(page, '/founder/connect', sort)
    await sort.selectOption({ label: 'Investments' })
    const firstCard = page.getByRole('list', { name: 'Investors' }).getByRole('heading').first()
    await scripts.release()
    await expect(firstCard).toHaveText('Marcus Bell', UNTIL_HYDRATED)
    await expect(sort).toHaveValue('investments')
  })

  test("Discover's sort chosen at once orders the list, and is in the address, once the code has arrived", async ({
    page,
    scripts,
  }) => {
    const sort = page.getByLabel('Sort By')
    await openBeforeCode(page, '/investor/discover', sort)
    await sort.selectOption({ label: 'Name, A to Z' })
    await scripts.release()
    await expect(startupNames(page).first()).toHaveText('Brightpath Learning', UNTIL_HYDRATED)
    await expect(sort).toHaveValue('name')
    await expect(page).toHaveURL(/\?sort=name$/)
  })

  test('a search typed and a sort chosen at once both hold once the code has arrived, both in the address', async ({
    page,
    scripts,
  }) => {
    const search = page.getByRole('searchbox', { name: 'Search investors' })
    const sort = page.getByLabel('Sort by')
    await openBeforeCode(page, '/founder/connect', sort)
    await search.fill('london')
    await sort.selectOption({ label: 'Investments' })
    await scripts.release()
    await expect(page).toHaveURL(/\?q=london&sort=investments$/, UNTIL_HYDRATED)
    await expect(search).toHaveValue('london')
    await expect(sort).toHaveValue('investments')
  })

  test('two presses made at once are carried out in order, the second on the view the first asked for', async ({
    page,
    scripts,
  }) => {
    const monthly = page.getByRole('button', { name: 'Monthly', exact: true })
    await openBeforeCode(page, '/founder/progress', monthly)
    await monthly.tap()
    await page.getByRole('button', { name: 'Previous period' }).tap()
    await scripts.release()
    await expect(page.getByText('May 4 - June 3, 2025', { exact: true })).toBeVisible(UNTIL_HYDRATED)
    await expect(page).toHaveURL(/\/founder\/progress\?period=Monthly&page=2$/)
  })

  test('a page scrolled before its code has arrived stays where it was', async ({ page, scripts }) => {
    const chip = page.getByRole('group', { name: 'Sector' }).getByRole('button', { name: 'EdTech' })
    await openBeforeCode(page, '/investor/discover', chip)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const scrolled = await page.evaluate(() => window.scrollY)
    await scripts.release()
    await expect.poll(() => islandWaiting(chip), UNTIL_HYDRATED).toBe(false)
    // A wheel scroll may still be gliding when first seen, so it can only have gone further, never back to 0.
    // A pixel less is still where it was: the browser keeps what is on screen in place when a box above it
    // changes height (scroll anchoring), and that rounds to whole pixels, so it may read one pixel less.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1)
  })

  test('a tab chosen at once is the one shown, and in the address', async ({ page, scripts }) => {
    const messages = page.getByRole('tab', { name: /Messages/ })
    await openBeforeCode(page, '/founder/connect', messages)
    await messages.tap()
    await scripts.release()
    await expect(messages).toHaveAttribute('aria-selected', 'true', UNTIL_HYDRATED)
    await expect(page).toHaveURL(/\/founder\/connect\?tab=messages$/)
  })
})

test('without a view of its own, the screen is visible before its code has arrived', async ({ page }) => {
  await page.goto('/investor/discover?utm_source=newsletter', { waitUntil: 'commit' })
  const heading = page.getByRole('heading', { level: 1, name: 'Discover' })
  await heading.waitFor()
  expect(await atFirstPaint(heading)).toEqual({ visible: true, waiting: true })
})

test('a shared link shows its own view and never the default one first', async ({ page, scripts }) => {
  await page.goto('/investor/discover?sector=fintech', { waitUntil: 'commit' })
  const heading = page.getByRole('heading', { level: 1, name: 'Discover', includeHidden: true })
  await heading.waitFor({ state: 'attached' })
  // Prerendered with every sector; hidden until the app has drawn the fintech view.
  expect(await atFirstPaint(heading)).toEqual({ visible: false, waiting: true })
  await scripts.release()
  await expect(heading).toBeVisible(UNTIL_HYDRATED)
  await expect(
    page.getByRole('group', { name: 'Sector' }).getByRole('button', { name: 'Fintech' }),
  ).toHaveAttribute('aria-pressed', 'true')
  // The fintech startups (in the sample data's order), not the first of every sector.
  await expect(startupNames(page)).toHaveText(['Claimwise', 'Payvault', 'Ledgerly', 'Kinfolk Pay'])
})

test('a reload keeps what the session saved, and shows the screen only with it', async ({
  page,
  scripts,
}) => {
  await scripts.release()
  await page.goto('/investor/discover')
  const save = page.getByRole('button', { name: 'Save Synapse Scribe' })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true', UNTIL_HYDRATED)
  // Held again for the reload.
  await page.unroute('**/assets/*.js')
  const scriptsOnReload = await holdScripts(page)
  await page.reload({ waitUntil: 'commit' })
  const saveAnyway = page.getByRole('button', { name: 'Save Synapse Scribe', includeHidden: true })
  await saveAnyway.waitFor({ state: 'attached' })
  expect(await atFirstPaint(saveAnyway)).toEqual({ visible: false, waiting: true })
  await scriptsOnReload.release()
  await expect(save).toBeVisible(UNTIL_HYDRATED)
  await expect(save).toHaveAttribute('aria-pressed', 'true')
})
