import { DUPLICATE_EMAIL, GENERIC_FAILURE, REGISTRATION_SUCCESS } from '@app/forms/messages'
import type { RegistrationTable } from '@app/forms/rows'
import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { CODE_FAILED_LOG } from '@app/page-runtime/contract'
import { expect, type Page } from '@playwright/test'
import { consoleErrors } from '../../console.ts'
import type { DataApi } from '../../fixtures.ts'
import { openBeforeCode } from '../../slow-phone.ts'

/** Form outcome texts, from the one message list (its wording is pinned by packages/forms/src/messages.test.ts). */
export const SUCCESS_TOAST = REGISTRATION_SUCCESS
export const DUPLICATE_TOAST = DUPLICATE_EMAIL
export const FAILURE_TOAST = GENERIC_FAILURE

/** The Data API insert of a waitlist table, as the browser sends it. */
export const insertRequest = (table: string) => `**/rest/v1/${table}*`

/**
 * Lets a waitlist table's insert reach the Data API and be stored, and holds its answer (the acknowledgement) in
 * the browser: `held` resolves once the answer is there, and the page gets it when the test calls `release()`.
 * Through the DevTools protocol rather than `page.route`: routing turns off the browser's cache, and with it the
 * speculative fetch of the thank-you page the form starts while it sends.
 */
async function holdAcknowledgement(page: Page, table: RegistrationTable) {
  const cdp = await page.context().newCDPSession(page)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived = () => {}
  const held = new Promise<void>((resolve) => {
    arrived = resolve
  })
  cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
    // The cross-origin insert's preflight passes; only the insert's own answer waits.
    if (request.method === 'POST') {
      arrived()
      await released
    }
    await cdp.send('Fetch.continueResponse', { requestId })
  })
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: `*/rest/v1/${table}*`, requestStage: 'Response' }],
  })
  return { held, release }
}

/** Locators shared by both forms' contact fields. */
export function contactFields(page: Page) {
  return {
    fullName: page.getByLabel('Full name'),
    email: page.getByLabel('Email'),
    terms: page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }),
  }
}

/** A survey question: its fieldset, named by the legend ("Question 3.1: ..."). */
export function question(page: Page, number: string) {
  return page.getByRole('group', { name: new RegExp(`^Question ${number.replace('.', '\\.')}: `) })
}

/** Picks a survey question's option (a radio) or ticks and unticks one of a multi-choice question's. */
export const choose = (page: Page, number: string, option: string) =>
  question(page, number).getByRole('radio', { name: option, exact: true }).click()
export const toggle = (page: Page, number: string, option: string) =>
  question(page, number).getByRole('checkbox', { name: option, exact: true }).click()

/** The early-access form filled in as a visitor would: name, email, a role, and the consent box ticked. */
export async function fillEarlyAccess(page: Page, email: string) {
  const fields = contactFields(page)
  await fields.fullName.fill('Ada Lovelace')
  await fields.email.fill(email)
  await page.getByLabel(/Your role/).selectOption({ label: 'Angel Investor' })
  await fields.terms.click()
  await expect(fields.terms).toBeChecked()
}

/** The survey form filled in, every question answered (3.1 and its Other box shown by the answers). */
export async function fillSurvey(page: Page, email: string) {
  const fields = contactFields(page)
  await fields.fullName.fill('Grace Hopper')
  await fields.email.fill(email)
  await page.getByLabel(/Startup name/).fill('Cobol Labs')
  await fields.terms.click()
  await expect(fields.terms).toBeChecked()
  await choose(page, '1', 'Seed')
  await choose(page, '2', 'Fundraising')
  await choose(page, '3', 'No')
  await toggle(page, '3.1', 'Time')
  await toggle(page, '3.1', 'Other')
  await page.getByRole('textbox', { name: 'Other difficulty' }).fill('Too many meetings')
  await toggle(page, '4', 'AI tools')
  await toggle(page, '4', 'CRM')
  await toggle(page, '5', 'Mentor')
  await toggle(page, '6', 'Pitch decks')
  await toggle(page, '6', 'Investor updates')
  await choose(page, '7', 'up to 30%')
}

/** Counts the insert requests the page sends, to prove that an invalid form sends none. */
export function countInserts(page: Page, table: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/rest/v1/${table}`)) count += 1
  })
  return () => count
}

/** What each insert carries for a person, word for word: docs/waitlist.md, "What is stored". */
const CONTEXT_FIELDS = [
  'created_at_gtm',
  'user_agent',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]
const SPEC_PAYLOAD: Record<RegistrationTable, string[]> = {
  [EARLY_ACCESS_TABLE]: ['full_name', 'email', 'role', 'checkbox_consent', ...CONTEXT_FIELDS],
  [WEBSUMMIT_TABLE]: [
    'full_name',
    'email',
    'startup_name',
    'checkbox_consent',
    'survey_data',
    ...CONTEXT_FIELDS,
  ],
}

/**
 * The success path both forms share: submit (the row sent with exactly the stored fields), see the success
 * toast, land on the thank-you page with its heading, and find exactly one stored row for `email`, which is
 * returned for the form's own checks.
 */
export async function submitAndFindStoredRow(
  page: Page,
  dataApi: DataApi,
  form: { submit: string; table: RegistrationTable; thankYouPath: string; heading: string; email: string },
): Promise<Record<string, unknown> | undefined> {
  const insert = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes(`/rest/v1/${form.table}`),
  )
  await page.getByRole('button', { name: form.submit }).click()
  // The row goes out with exactly the stored fields: nothing added (the hidden honeypot stays home), none left out.
  expect(Object.keys((await insert).postDataJSON()).sort()).toEqual([...SPEC_PAYLOAD[form.table]].sort())
  await expect(page.getByText(SUCCESS_TOAST)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${form.thankYouPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible()
  const rows = await dataApi.rowsByEmail(form.table, form.email)
  expect(rows).toHaveLength(1)
  return rows[0]
}

/**
 * The connection drops the moment a registration is acknowledged: the row is stored and its acknowledgement held
 * until the thank-you page, which the form fetches while it sends, has arrived; then the browser goes offline and
 * only then does the acknowledgement reach the page. The visitor still lands on the thank-you page, which is
 * complete once the connection is back.
 */
export async function submitAndDropTheConnection(
  page: Page,
  dataApi: DataApi,
  form: { submit: string; table: RegistrationTable; thankYouPath: string; heading: string; email: string },
) {
  const acknowledgement = await holdAcknowledgement(page, form.table)
  const thankYouFetched = page.waitForEvent('requestfinished', {
    predicate: (request) => new URL(request.url()).pathname === form.thankYouPath,
    timeout: 10_000,
  })
  await page.getByRole('button', { name: form.submit }).click()
  await Promise.all([acknowledgement.held, thankYouFetched])
  await page.context().setOffline(true)
  const codeFailed = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(CODE_FAILED_LOG),
  })
  acknowledgement.release()
  await expect(page).toHaveURL(new RegExp(`${form.thankYouPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible()
  expect(await dataApi.rowsByEmail(form.table, form.email)).toHaveLength(1)
  // The page's own code could not come; once the connection is back it does, untouched: the email and the toast.
  await codeFailed
  await page.context().setOffline(false)
  // Playwright's offline mode leaves `navigator.onLine` of a page opened while offline at true, so the browser
  // fires no "online" there: the test fires the event a browser fires when its connection comes back.
  await page.evaluate(() => dispatchEvent(new Event('online')))
  await expect(page.getByText(form.email)).toBeVisible()
  await expect(page.getByText(SUCCESS_TOAST)).toBeVisible()
}

/**
 * The failure path both forms share: with the Data API unreachable, `fill` fills the form and the submit shows
 * the generic failure toast. Returns the console errors logged meanwhile, for the form's own checks.
 */
export async function submitWithNetworkDown(
  page: Page,
  form: { submit: string; table: RegistrationTable; fill: () => Promise<void> },
): Promise<string[]> {
  const errors = consoleErrors(page)
  await page.route(insertRequest(form.table), (route) => route.abort('connectionrefused'))
  await form.fill()
  await page.getByRole('button', { name: form.submit }).click()
  await expect(page.getByText(FAILURE_TOAST)).toBeVisible()
  return errors
}

/**
 * The survey opened on a slow phone with its code held back (`openBeforeCode`), the contact details typed in
 * meanwhile. `stage` is the first question's answer the test then taps, returned with the contact fields.
 */
export async function openSurveyBeforeCode(
  page: Page,
  contact: { stage: string; fullName: string; email: string },
) {
  const stage = question(page, '1').getByRole('radio', { name: contact.stage, exact: true })
  await openBeforeCode(page, '/get-early-access-websummit', stage)
  const fields = contactFields(page)
  await fields.fullName.fill(contact.fullName)
  await fields.email.fill(contact.email)
  return { stage, fields }
}
