import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { uniqueEmail } from '../../fixtures.ts'
import { islandWaiting, openBeforeCode, UNTIL_HYDRATED } from '../../slow-phone.ts'
import { expect, test } from '../../slow-phone-test.ts'
import { touchPhone } from '../../touch.ts'
import { contactFields, openSurveyBeforeCode, question } from './form-page.ts'

/**
 * The forms' controls are native: they answer a tap before the form's code has loaded, and hydration adopts
 * what they show, so what the visitor saw is what gets submitted. On the slow phone, with every script held
 * until the test releases it, the visitor acts the instant each control is visible; the stored row is read
 * back through the Data API.
 */
test.use(touchPhone)

test('the consent box tapped three times before the code ends as displayed, and is what is submitted', async ({
  page,
  dataApi,
  scripts,
}) => {
  const email = uniqueEmail('consent-taps')
  const fields = contactFields(page)
  await openBeforeCode(page, '/get-early-access', fields.terms)
  await fields.fullName.fill('Tap Three')
  await fields.email.fill(email)
  // Each tap shows at once, with no code: ticked, unticked, ticked.
  for (const expected of [true, false, true]) {
    await fields.terms.tap()
    await expect(fields.terms).toBeChecked({ checked: expected })
  }
  expect(await islandWaiting(fields.terms)).toBe(true)

  await scripts.release()
  await expect.poll(() => islandWaiting(fields.terms), UNTIL_HYDRATED).toBe(false)
  await expect(fields.terms).toBeChecked()
  await page.getByRole('button', { name: 'Join the Waitlist' }).tap()

  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
  const rows = await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ full_name: 'Tap Three', checkbox_consent: true })
})

test('the consent box tapped twice before the code stays unticked, and the form says so', async ({
  page,
  scripts,
}) => {
  await page.goto('/get-early-access', { waitUntil: 'commit' })
  const fields = contactFields(page)
  await fields.terms.waitFor()
  await fields.fullName.fill('Tap Twice')
  await fields.email.fill(uniqueEmail('consent-twice'))
  await fields.terms.tap()
  await fields.terms.tap()
  await expect(fields.terms).not.toBeChecked()
  expect(await islandWaiting(fields.terms)).toBe(true)

  await scripts.release()
  await expect.poll(() => islandWaiting(fields.terms), UNTIL_HYDRATED).toBe(false)
  await page.getByRole('button', { name: 'Join the Waitlist' }).tap()
  await expect(page.getByText('You must agree to the terms and privacy policy')).toBeVisible()
  await expect(fields.terms).not.toBeChecked()
})

test('survey answers chosen before the code are kept, their follow-ups appear at once, and all is submitted', async ({
  page,
  dataApi,
  scripts,
}) => {
  const email = uniqueEmail('early-answers')
  const { stage, fields } = await openSurveyBeforeCode(page, {
    stage: 'MVP',
    fullName: 'Early Answers',
    email,
  })
  await fields.terms.tap()
  // A first choice replaced by a second: the radio group shows only the second.
  await question(page, '1').getByRole('radio', { name: 'Idea', exact: true }).tap()
  await stage.tap()
  await question(page, '2').getByRole('radio', { name: 'Other', exact: true }).tap()
  await question(page, '3').getByRole('radio', { name: 'No', exact: true }).tap()
  // Multi-choice options toggle on and off: CRM on, Analytics on then off again, Other on.
  const tools = question(page, '4')
  for (const option of ['CRM', 'Analytics', 'Analytics', 'Other'])
    await tools.getByRole('checkbox', { name: option, exact: true }).tap()
  await question(page, '5').getByRole('checkbox', { name: 'Mentor', exact: true }).tap()
  await question(page, '6').getByRole('checkbox', { name: 'Pitch decks', exact: true }).tap()
  await question(page, '7').getByRole('radio', { name: 'up to 50%', exact: true }).tap()
  // All shown at once, with no code, and the follow-ups those answers call for with them: 3.1 and two "Other"
  // boxes, answered before the code too.
  await expect(stage).toBeChecked()
  await expect(question(page, '1').getByRole('radio', { name: 'Idea', exact: true })).not.toBeChecked()
  await expect(tools.getByRole('checkbox', { name: 'CRM', exact: true })).toBeChecked()
  await expect(tools.getByRole('checkbox', { name: 'Analytics', exact: true })).not.toBeChecked()
  const difficulties = question(page, '3.1')
  await difficulties.getByRole('checkbox', { name: 'Time', exact: true }).tap()
  await page.getByLabel('Your top challenge').fill('Hiring engineers')
  await page.getByLabel('Other tools').fill('Whiteboard')
  // No "Other" box for a question whose Other is not ticked.
  await expect(page.getByRole('textbox', { name: 'Other help' })).toHaveCount(0)
  expect(await islandWaiting(stage)).toBe(true)

  await scripts.release()
  await expect.poll(() => islandWaiting(stage), UNTIL_HYDRATED).toBe(false)
  // Every earlier answer kept.
  await expect(stage).toBeChecked()
  await expect(tools.getByRole('checkbox', { name: 'CRM', exact: true })).toBeChecked()
  await expect(difficulties.getByRole('checkbox', { name: 'Time', exact: true })).toBeChecked()
  await expect(page.getByLabel('Your top challenge')).toHaveValue('Hiring engineers')
  await expect(fields.terms).toBeChecked()
  await page.getByRole('button', { name: 'Submit & Join the Waitlist' }).tap()

  await expect(page).toHaveURL(/\/thank-you-websummit$/, { timeout: 20_000 })
  const rows = await dataApi.rowsByEmail(WEBSUMMIT_TABLE, email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    full_name: 'Early Answers',
    checkbox_consent: true,
    survey_data: {
      startupStage: 'MVP',
      topChallenge: 'Other',
      topChallengeOther: 'Hiring engineers',
      trackingWeekly: 'No',
      trackingDifficulties: ['Time'],
      toolsUsed: ['CRM', 'Other'],
      toolsUsedOther: 'Whiteboard',
      externalHelp: ['Mentor'],
      aiHelpAreas: ['Pitch decks'],
      aiTimeSavings: 'up to 50%',
    },
  })
})
