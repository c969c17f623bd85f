import { FAILURE_LOG_PREFIX } from '@app/forms/failure-log'
import { EARLY_ACCESS_TABLE } from '@app/forms/rows'
import { WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import type { Page } from '@playwright/test'
import { consoleErrors } from '../../console.ts'
import { answerAlerts } from '../../dialogs.ts'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import { networkQuiet } from '../../network-quiet.ts'
import { islandWaiting, slowPhone } from '../../slow-phone.ts'
import {
  contactFields,
  countInserts,
  DUPLICATE_TOAST,
  FAILURE_TOAST,
  fillEarlyAccess,
  insertRequest,
  SUCCESS_TOAST,
  submitAndDropTheConnection,
  submitAndFindStoredRow,
  submitWithNetworkDown,
} from './form-page.ts'

/** Where a stored registration of this form leads: its submit, table, thank-you page and that page's heading. */
const SUCCESS = {
  submit: 'Join the Waitlist',
  table: EARLY_ACCESS_TABLE,
  thankYouPath: '/thank-you',
  heading: 'Thank You!',
} as const

async function expectStillFilled(page: Page, email: string) {
  const fields = contactFields(page)
  await expect(page).toHaveURL(/\/get-early-access$/)
  await expect(fields.fullName).toHaveValue('Ada Lovelace')
  await expect(fields.email).toHaveValue(email)
  await expect(page.getByLabel(/Your role/)).toHaveValue('angel_investor')
  await expect(fields.terms).toBeChecked()
}

test('a registration is stored and leads to the thank-you page with the email', async ({ page, dataApi }) => {
  const email = uniqueEmail('early')
  await page.goto('/get-early-access?utm_source=qr&utm_medium=booth&utm_campaign=launch')
  await fillEarlyAccess(page, email)
  const row = await submitAndFindStoredRow(page, dataApi, { ...SUCCESS, email })
  await expect(page.getByText(email)).toBeVisible()
  expect(row).toMatchObject({
    full_name: 'Ada Lovelace',
    email,
    role: 'angel_investor',
    checkbox_consent: true,
    utm_source: 'qr',
    utm_medium: 'booth',
    utm_campaign: 'launch',
  })
  expect(String(row?.user_agent)).not.toBe('')
  expect(Number.isNaN(Date.parse(String(row?.created_at_gtm)))).toBe(false)
})

test('Back from the thank-you page goes to the page before the form, not to the form as it was sent', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('early-back')
  await page.goto('/pricing')
  await page.getByRole('main').getByRole('link', { name: 'Get Early Access' }).first().click()
  await expect(page).toHaveURL(/\/get-early-access$/)
  await fillEarlyAccess(page, email)
  await submitAndFindStoredRow(page, dataApi, { ...SUCCESS, email })
  await page.goBack()
  await expect(page).toHaveURL(/\/pricing$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByText(email)).toBeVisible()
})

test('a visitor who leaves the form half-way and comes Back finds every value, and sends what they see', async ({
  page,
  dataApi,
}) => {
  // Playwright's browser keeps no page in its back-forward cache, so Back loads the form again, as a phone does
  // for a tab the system discarded: the browser puts back what the boxes held, and the form's code adopts it.
  const email = uniqueEmail('early-return')
  await page.goto('/get-early-access')
  await fillEarlyAccess(page, email)
  await page.getByRole('link', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expectStillFilled(page, email)
  const row = await submitAndFindStoredRow(page, dataApi, { ...SUCCESS, email })
  expect(row).toMatchObject({
    full_name: 'Ada Lovelace',
    email,
    role: 'angel_investor',
    checkbox_consent: true,
  })
})

test('an invalid form shows the messages at the fields and sends nothing', async ({ page }) => {
  const inserts = countInserts(page, EARLY_ACCESS_TABLE)
  await page.goto('/get-early-access')
  await contactFields(page).email.fill('not-an-email')
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()

  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('You must agree to the terms and privacy policy')).toBeVisible()
  await expect(contactFields(page).fullName).toBeFocused()
  expect(inserts()).toBe(0)
})

test('the agreement says it is required, and its policy links that they open in a new tab', async ({
  page,
}) => {
  await page.goto('/get-early-access')
  const agreement = contactFields(page).terms
  await expect(agreement).toHaveAttribute('aria-required', 'true')
  // Its name stays the sentence shown; the links carry the new-tab hint as their description.
  await expect(agreement).toHaveAccessibleName('I agree to the Terms and Conditions and the Privacy Policy.')
  for (const name of ['Terms and Conditions', 'Privacy Policy'])
    await expect(page.getByRole('link', { name })).toHaveAccessibleDescription('Opens in a new tab')
})

test('an email registered before gets the duplicate toast and the form stays filled', async ({ page }) => {
  const email = uniqueEmail('early-dup')
  await page.goto('/get-early-access')
  await fillEarlyAccess(page, email)
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await page.goto('/get-early-access')
  await fillEarlyAccess(page, email)
  // By keyboard this time: the button, disabled while it sends, gets the keyboard's place back afterwards.
  const submit = page.getByRole('button', { name: 'Join the Waitlist' })
  await submit.press('Enter')
  await expect(page.getByText(DUPLICATE_TOAST)).toBeVisible()
  await expectStillFilled(page, email)
  await expect(submit).toBeFocused()
})

test('a network failure gets the generic toast, is logged and the form stays filled', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('early-fail')
  const errors = await submitWithNetworkDown(page, {
    submit: 'Join the Waitlist',
    table: EARLY_ACCESS_TABLE,
    fill: async () => {
      await page.goto('/get-early-access')
      await fillEarlyAccess(page, email)
    },
  })
  await expectStillFilled(page, email)
  expect(errors.some((error) => error.startsWith(FAILURE_LOG_PREFIX))).toBe(true)
  expect(await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)).toHaveLength(0)
})

test('the button reads "Submitting..." and is disabled while the insert is in flight, and keeps the keyboard on it', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(insertRequest(EARLY_ACCESS_TABLE), async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/get-early-access')
  await fillEarlyAccess(page, uniqueEmail('early-pending'))
  await page.getByRole('button', { name: 'Join the Waitlist' }).press('Enter')

  const pending = page.getByRole('button', { name: 'Submitting...' })
  await expect(pending).toBeDisabled()
  // A screen reader stays on the button and reads its new name; the next Tab goes on from there.
  await expect(pending).toBeFocused()
  release()
  await expect(page).toHaveURL(/\/thank-you$/)
})

test('a press while the validation code is still on its way reads "Submitting..." at once, and three presses send one registration', async ({
  page,
  dataApi,
}) => {
  // The schemas load when the visitor starts on the form; here they are held until the test lets them go.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/schemas-*.js', async (route) => {
    await held
    await route.continue()
  })
  const inserts = countInserts(page, EARLY_ACCESS_TABLE)
  await page.goto('/get-early-access')
  const submit = page.getByRole('button', { name: 'Join the Waitlist' })
  await expect.poll(() => islandWaiting(submit)).toBe(false)
  const email = uniqueEmail('early-held')
  await fillEarlyAccess(page, email)
  await submit.click()
  const pending = page.getByRole('button', { name: 'Submitting...' })
  await expect(pending).toBeDisabled()
  // More presses (a tap, Enter on the button, Enter in a field) while it waits: none sends a second one.
  await pending.click({ force: true })
  await pending.press('Enter')
  await page.getByLabel('Email').press('Enter')
  release()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(inserts()).toBe(1)
  expect(await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)).toHaveLength(1)
})

test('a registration whose answer was lost on the way back is a success when sent again, not "already registered"', async ({
  page,
  dataApi,
}) => {
  const errors = consoleErrors(page)
  let first = true
  await page.route(insertRequest(EARLY_ACCESS_TABLE), async (route) => {
    if (!first) return route.continue()
    first = false
    // The insert reaches the database and is stored; the connection drops before its answer arrives.
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.goto('/get-early-access')
  const email = uniqueEmail('early-lost')
  await fillEarlyAccess(page, email)
  const submit = page.getByRole('button', { name: 'Join the Waitlist' })
  await submit.click()
  await expect(page.getByText(FAILURE_TOAST)).toBeVisible()
  expect(await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)).toHaveLength(1)

  await submit.click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByText(SUCCESS_TOAST)).toBeVisible()
  expect(await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)).toHaveLength(1)
  expect(errors.some((error) => error.startsWith(FAILURE_LOG_PREFIX))).toBe(true)
})

test('a visitor whose connection dropped after the page loaded is told the submit failed, and keeps every value', async ({
  page,
  context,
}) => {
  const errors = consoleErrors(page)
  await page.goto('/get-early-access')
  // The page and its form's code arrived; what a submit needs beyond them loads when the visitor starts.
  const submit = page.getByRole('button', { name: 'Join the Waitlist' })
  await expect.poll(() => islandWaiting(submit)).toBe(false)
  await context.setOffline(true)
  const email = uniqueEmail('offline')
  await fillEarlyAccess(page, email)
  // With neither the validation nor the toaster reachable, the browser's own alert says it.
  // (An action that opens a dialog waits until a handler answers it.)
  const alerts = answerAlerts(page)
  await submit.click()
  await expect.poll(() => alerts).toEqual([FAILURE_TOAST])
  expect(errors.some((error) => error.startsWith(FAILURE_LOG_PREFIX))).toBe(true)
  await expectStillFilled(page, email)
})

test('a visitor whose connection drops the moment the registration is acknowledged still sees the thank-you page', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('dropped-after')
  await page.goto('/get-early-access')
  await fillEarlyAccess(page, email)
  await submitAndDropTheConnection(page, dataApi, { ...SUCCESS, email })
})

test("a visitor whose connection dropped before the form's code arrived is told the submit failed; once it is back, the next submit goes through", async ({
  page,
  dataApi,
}) => {
  // Every script request fails, as on a connection that dropped once the page itself had arrived.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/get-early-access')
  const email = uniqueEmail('dropped-early')
  await fillEarlyAccess(page, email)
  const alerts = answerAlerts(page)
  const submit = page.getByRole('button', { name: 'Join the Waitlist' })
  await submit.click()
  await expect.poll(() => alerts).toEqual([FAILURE_TOAST])
  // The press is let go of: the button no longer reads as busy, and nothing the visitor typed is lost.
  await expect(submit).not.toHaveAttribute('aria-busy', 'true')
  await expectStillFilled(page, email)

  await page.unroute('**/assets/*.js')
  const row = await submitAndFindStoredRow(page, dataApi, { ...SUCCESS, email })
  expect(row).toMatchObject({ full_name: 'Ada Lovelace', email, role: 'angel_investor' })
  expect(alerts).toHaveLength(1)
})

test('on a slow phone, a submit made once the visitor has filled the form waits on no code: the row leaves within 300 ms', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await slowPhone(page)
  await page.goto('/get-early-access')
  await expect(page.locator(WAITING_ISLAND_SELECTOR)).toHaveCount(0, { timeout: 30_000 })
  // Starting on the form is what fetches the rest of the submit's code; a visitor's typing takes longer than that.
  await fillEarlyAccess(page, uniqueEmail('prompt'))
  await networkQuiet(page)
  // The insert is answered at once (a failure, so the page stays to be read): only the page's own time counts.
  await page.route(insertRequest(EARLY_ACCESS_TABLE), (route) => route.fulfill({ status: 503, body: '{}' }))
  await page.evaluate(() =>
    document.addEventListener('click', () => performance.mark('press'), { capture: true, once: true }),
  )
  const scripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').length,
    )
  const scriptsBefore = await scripts()
  await page.getByRole('button', { name: SUCCESS.submit }).click()
  await expect(page.getByText(FAILURE_TOAST)).toBeVisible()
  expect(await scripts(), 'scripts fetched after the press').toBe(scriptsBefore)
  const wait = await page.evaluate(() => {
    const insert = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/rest/v1/'))
    const press = performance.getEntriesByName('press')[0]
    return insert && press ? insert.startTime - press.startTime : Number.POSITIVE_INFINITY
  })
  expect(wait).toBeLessThanOrEqual(300)
})
