import { FAILURE_LOG_PREFIX } from '@app/forms/failure-log'
import { WEBSUMMIT_TABLE } from '@app/forms/rows'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import {
  choose,
  contactFields,
  countInserts,
  DUPLICATE_TOAST,
  fillSurvey,
  question,
  submitAndDropTheConnection,
  submitAndFindStoredRow,
  submitWithNetworkDown,
  toggle,
} from './form-page.ts'

const SUBMIT = 'Submit & Join the Waitlist'
/** A survey sent, stored and thanked for: what `submitAndFindStoredRow` presses, reads and expects. */
const STORED = {
  submit: SUBMIT,
  table: WEBSUMMIT_TABLE,
  thankYouPath: '/thank-you-websummit',
  heading: 'Thank You for Your Insights!',
} as const

test.beforeEach(async ({ page }) => {
  await page.goto('/get-early-access-websummit')
})

test('the event page shows the banner, the heading and its own QR code', async ({ page }) => {
  await expect(page.getByText('Web Summit Lisbon 2025 Special • Quick 30-60s Survey')).toBeVisible()
  await expect(page.getByText('Top Founder Challenges 2025')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Get Early Access' })).toBeVisible()
  await expect(
    page.getByRole('img', { name: /QR code linking to .*\/get-early-access-websummit$/ }),
  ).toBeVisible()
})

test('a survey is stored and leads to the thank-you page for its top challenge', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('survey')
  await fillSurvey(page, email)
  const row = await submitAndFindStoredRow(page, dataApi, { ...STORED, email })
  await expect(page.getByText("You're the future Unicorn — no doubts.")).toBeVisible()
  // Fundraising has its own message, not the generic one.
  await expect(page.getByText(/I see big wins ahead/)).toHaveCount(0)
  await expect(page.getByText(`You'll receive your copy at ${email}`)).toBeVisible()
  // The page keeps what the form handed over in its own history entry: a reload still names the email.
  await page.reload()
  await expect(page.getByText(`You'll receive your copy at ${email}`)).toBeVisible()
  expect(row).toMatchObject({
    full_name: 'Grace Hopper',
    email,
    startup_name: 'Cobol Labs',
    checkbox_consent: true,
    survey_data: {
      startupStage: 'Seed',
      topChallenge: 'Fundraising',
      topChallengeOther: null,
      trackingWeekly: 'No',
      trackingDifficulties: ['Time', 'Other'],
      trackingDifficultiesOther: 'Too many meetings',
      toolsUsed: ['AI tools', 'CRM'],
      toolsUsedOther: null,
      externalHelp: ['Mentor'],
      externalHelpOther: null,
      aiHelpAreas: ['Pitch decks', 'Investor updates'],
      aiHelpAreasOther: null,
      aiTimeSavings: 'up to 30%',
    },
  })
})

test('an "Other" top challenge gets the generic thank-you message', async ({ page }) => {
  await fillSurvey(page, uniqueEmail('survey-other'))
  await choose(page, '2', 'Other')
  await page.getByRole('textbox', { name: 'Your top challenge' }).fill('Hiring a CFO')
  await page.getByRole('button', { name: SUBMIT }).click()
  await expect(page).toHaveURL(/\/thank-you-websummit$/)
  await expect(page.getByText(/I see big wins ahead/)).toBeVisible()
})

test('conditional questions and "Other" boxes appear only for their deciding answers', async ({ page }) => {
  const difficulties = question(page, '3.1')
  await expect(difficulties).toHaveCount(0)
  await choose(page, '3', 'No')
  await expect(difficulties).toBeVisible()
  await choose(page, '3', 'Sometimes')
  await expect(difficulties).toHaveCount(0)

  const challengeBox = page.getByRole('textbox', { name: 'Your top challenge' })
  await choose(page, '2', 'Other')
  await expect(challengeBox).toBeVisible()
  await choose(page, '2', 'Runway')
  await expect(challengeBox).toHaveCount(0)

  for (const [number, label] of [
    ['4', 'Other tools'],
    ['5', 'Other help'],
    ['6', 'Other areas'],
  ] as const) {
    const box = page.getByRole('textbox', { name: label })
    await expect(box).toHaveCount(0)
    await toggle(page, number, 'Other')
    await expect(box).toBeVisible()
    await expect(question(page, number).getByRole('checkbox', { name: 'Other', exact: true })).toBeChecked()
    await toggle(page, number, 'Other')
    await expect(box).toHaveCount(0)
  }

  await choose(page, '3', 'No')
  const difficultyBox = page.getByRole('textbox', { name: 'Other difficulty' })
  await expect(difficultyBox).toHaveCount(0)
  await toggle(page, '3.1', 'Other')
  await expect(difficultyBox).toBeVisible()
  await toggle(page, '3.1', 'Other')
  await expect(difficultyBox).toHaveCount(0)
})

test('a visitor who leaves the survey half-way and comes Back finds every answer, follow-ups too', async ({
  page,
  dataApi,
}) => {
  // Playwright's browser keeps no page in its back-forward cache, so Back loads the survey again, as a phone
  // does for a tab the system discarded: the browser puts back what each control held, the follow-up
  // questions and "Other" boxes included, and the form's code adopts it.
  const email = uniqueEmail('survey-return')
  await fillSurvey(page, email)
  await choose(page, '2', 'Other')
  await page.getByRole('textbox', { name: 'Your top challenge' }).fill('Hiring a CFO')
  await toggle(page, '4', 'Other')
  await page.getByRole('textbox', { name: 'Other tools' }).fill('Airtable')
  await page.getByRole('link', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()

  await expect(page).toHaveURL(/\/get-early-access-websummit$/)
  await expect(contactFields(page).email).toHaveValue(email)
  await expect(question(page, '3.1').getByRole('checkbox', { name: 'Time', exact: true })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Other difficulty' })).toHaveValue('Too many meetings')
  await expect(page.getByRole('textbox', { name: 'Your top challenge' })).toHaveValue('Hiring a CFO')
  await expect(page.getByRole('textbox', { name: 'Other tools' })).toHaveValue('Airtable')
  const row = await submitAndFindStoredRow(page, dataApi, { ...STORED, email })
  expect(row?.survey_data).toMatchObject({
    topChallenge: 'Other',
    topChallengeOther: 'Hiring a CFO',
    trackingDifficulties: ['Time', 'Other'],
    trackingDifficultiesOther: 'Too many meetings',
    toolsUsed: ['AI tools', 'CRM', 'Other'],
    toolsUsedOther: 'Airtable',
  })
})

test('an unanswered survey shows the messages at its questions and sends nothing', async ({ page }) => {
  const inserts = countInserts(page, WEBSUMMIT_TABLE)
  await page.getByRole('button', { name: SUBMIT }).click()
  await expect(question(page, '1').getByText('Please select your startup stage')).toBeVisible()
  await expect(question(page, '2').getByText('Please select your top challenge')).toBeVisible()
  await expect(question(page, '4').getByText('Please select at least one tool')).toBeVisible()
  await expect(contactFields(page).fullName).toBeFocused()
  expect(inserts()).toBe(0)
})

test('a duplicate email gets the duplicate toast and every answer stays', async ({ page }) => {
  const email = uniqueEmail('survey-dup')
  await fillSurvey(page, email)
  await page.getByRole('button', { name: SUBMIT }).click()
  await expect(page).toHaveURL(/\/thank-you-websummit$/)

  await page.goto('/get-early-access-websummit')
  await fillSurvey(page, email)
  await page.getByRole('button', { name: SUBMIT }).click()
  await expect(page.getByText(DUPLICATE_TOAST)).toBeVisible()
  await expect(page).toHaveURL(/\/get-early-access-websummit$/)
  await expect(contactFields(page).email).toHaveValue(email)
  await expect(question(page, '1').getByRole('radio', { name: 'Seed', exact: true })).toBeChecked()
})

test('a visitor whose connection drops the moment the survey is acknowledged still sees the thank-you page', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('survey-dropped-after')
  await page.goto('/get-early-access-websummit')
  await fillSurvey(page, email)
  await submitAndDropTheConnection(page, dataApi, { ...STORED, email })
})

test('a network failure gets the generic toast, is logged and every answer stays', async ({
  page,
  dataApi,
}) => {
  const email = uniqueEmail('survey-fail')
  const errors = await submitWithNetworkDown(page, {
    submit: SUBMIT,
    table: WEBSUMMIT_TABLE,
    fill: () => fillSurvey(page, email),
  })
  await expect(page).toHaveURL(/\/get-early-access-websummit$/)
  await expect(contactFields(page).fullName).toHaveValue('Grace Hopper')
  await expect(page.getByRole('textbox', { name: 'Other difficulty' })).toHaveValue('Too many meetings')
  await expect(question(page, '6').getByRole('checkbox', { name: 'Investor updates' })).toBeChecked()
  expect(errors.some((error) => error.startsWith(FAILURE_LOG_PREFIX))).toBe(true)
  expect(await dataApi.rowsByEmail(WEBSUMMIT_TABLE, email)).toHaveLength(0)
})
