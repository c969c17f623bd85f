import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { uniqueEmail } from '../fixtures.ts'
import { frameByFrameUntil, stopNextPageClock } from '../page-clock.ts'
import { expectScrolledTo } from '../sections.ts'
import { islandWaiting, openBeforeCode, UNTIL_HYDRATED } from '../slow-phone.ts'
import { expect, test } from '../slow-phone-test.ts'
import { touchPhone } from '../touch.ts'
import {
  contactFields,
  fillEarlyAccess,
  openSurveyBeforeCode,
  question,
  SUCCESS_TOAST,
} from './forms/form-page.ts'

/**
 * Every control responds from the moment it is painted. A phone on slow 4G (150 ms RTT,
 * 1.6 Mbps, 4x CPU slowdown, set through CDP) acts on each control as soon as Playwright sees it — no wait for
 * scripts or any readiness mark — and the effect must follow. Where a control belongs to an island, the test
 * also proves it acted before that island's code was ready, so it covers the gap it is about.
 */

test.describe('on a phone', () => {
  test.use(touchPhone)

  test.describe('with no code at all', () => {
    test.use({ slowCpuFrom: 'the start' })

    test('the menu opens at once and its entry reaches its section', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' })
      await page.getByRole('button', { name: 'Open menu' }).tap()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await menu.getByRole('link', { name: 'How It Works' }).tap()
      await expect(menu).toBeHidden()
      await expectScrolledTo(page, 'how-it-works-section')
    })

    test('a menu entry from another page opens the landing page, then its section', async ({ page }) => {
      await page.goto('/pricing', { waitUntil: 'commit' })
      await page.getByRole('button', { name: 'Open menu' }).tap()
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Features' }).tap()
      await expect(page).toHaveURL(/\/$/)
      await expectScrolledTo(page, 'features-section')
    })
  })

  test('the carousel buttons and dots work from the first paint', async ({ page, scripts }) => {
    // The slideshow goes on playing between presses, a slide every 4 s. On a busy machine more than that can pass
    // between two of the test's steps, and a slide that moved on by itself would read as a press gone wrong: the
    // page's clock stands still, and moves a frame at a time only while the code arrives and replays the presses.
    await stopNextPageClock(page)
    const carousel = page.getByRole('region', { name: 'Product screens' })
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await openBeforeCode(page, '/', next)
    await next.tap()
    await carousel.getByRole('button', { name: 'Next slide' }).tap()
    await scripts.release()
    const current = carousel.locator('[aria-current="true"]')
    await frameByFrameUntil(
      page,
      () => expect(current).toHaveAccessibleName('Go to slide 3', { timeout: 100 }),
      UNTIL_HYDRATED,
    )
    await carousel.getByRole('button', { name: 'Previous slide' }).tap()
    await expect(current).toHaveAccessibleName('Go to slide 2')
    await carousel.getByRole('button', { name: 'Go to slide 5' }).tap()
    await expect(current).toHaveAccessibleName('Go to slide 5')
  })

  test('the pause button pressed twice before the code leaves the slideshow paused', async ({
    page,
    scripts,
  }) => {
    const carousel = page.getByRole('region', { name: 'Product screens' })
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' })
    await openBeforeCode(page, '/', pause)
    // Nothing moves yet, so a visitor presses again: replayed, the second press would play it once more.
    await pause.tap()
    await pause.tap()
    await scripts.release()
    // Once every held press has been carried out (the carousel's code then stops holding them).
    await expect.poll(() => islandWaiting(carousel), UNTIL_HYDRATED).toBe(false)
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
  })

  test('a FAQ item and "Start Free Today" respond from the first paint', async ({ page, scripts }) => {
    const firstQuestion = page.getByRole('button', { name: 'What is the Vibe Score?' })
    await openBeforeCode(page, '/pricing', firstQuestion)
    await firstQuestion.tap()
    await scripts.release()
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true', UNTIL_HYDRATED)
    // One answer open, read out as a region named by its question; the six other answers stay closed (every
    // question ends with a question mark, nothing else on the page is a region named so).
    await expect(page.getByRole('region', { name: 'What is the Vibe Score?' })).toContainText('health score')
    await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(1)
    await page.getByRole('link', { name: 'Start Free Today' }).tap()
    await expect(page.getByRole('heading', { name: 'Free', exact: true })).toBeInViewport()
  })
})

test.describe('at desktop width', () => {
  test.describe('with no code at all', () => {
    test.use({ slowCpuFrom: 'the start' })

    test('Features and How It Works scroll on the landing page and from another page', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' })
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click()
      await expectScrolledTo(page, 'how-it-works-section')
      await page.goto('/terms', { waitUntil: 'commit' })
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expectScrolledTo(page, 'features-section')
    })
  })

  test('the general form takes every input from the first paint and registers', async ({
    page,
    dataApi,
    scripts,
  }) => {
    const email = uniqueEmail('early-input')
    const fields = contactFields(page)
    await openBeforeCode(page, '/get-early-access', fields.fullName)
    await fillEarlyAccess(page, email)
    await page.getByRole('button', { name: 'Join the Waitlist' }).click()
    expect(await islandWaiting(fields.fullName)).toBe(true)
    await scripts.release()

    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible(UNTIL_HYDRATED)
    await expect(page.getByText(email)).toBeVisible()
    const rows = await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)
    expect(rows[0]).toMatchObject({
      full_name: 'Ada Lovelace',
      role: 'angel_investor',
      checkbox_consent: true,
    })
  })

  test('the survey takes every radio, checkbox and the submit from the first paint', async ({
    page,
    dataApi,
    scripts,
  }) => {
    const email = uniqueEmail('early-survey')
    const { stage: seed, fields } = await openSurveyBeforeCode(page, {
      stage: 'Seed',
      fullName: 'Grace Hopper',
      email,
    })
    await seed.click()
    await question(page, '2').getByRole('radio', { name: 'Fundraising', exact: true }).click()
    await question(page, '3').getByRole('radio', { name: 'No', exact: true }).click()
    await question(page, '4').getByRole('checkbox', { name: 'CRM', exact: true }).click()
    await question(page, '5').getByRole('checkbox', { name: 'Mentor', exact: true }).click()
    await question(page, '6').getByRole('checkbox', { name: 'Pitch decks', exact: true }).click()
    await question(page, '7').getByRole('radio', { name: 'up to 30%', exact: true }).click()
    await fields.terms.click()
    expect(await islandWaiting(seed)).toBe(true)
    await scripts.release()
    // 3.1 follows the answer "No" once the form's code runs.
    await question(page, '3.1').getByRole('checkbox', { name: 'Time', exact: true }).click(UNTIL_HYDRATED)
    await page.getByRole('button', { name: 'Submit & Join the Waitlist' }).click()

    await expect(page).toHaveURL(/\/thank-you-websummit$/, { timeout: 20_000 })
    await expect(page.getByText(`You'll receive your copy at ${email}`)).toBeVisible(UNTIL_HYDRATED)
    const rows = await dataApi.rowsByEmail(WEBSUMMIT_TABLE, email)
    expect(rows[0]).toMatchObject({
      full_name: 'Grace Hopper',
      survey_data: {
        startupStage: 'Seed',
        topChallenge: 'Fundraising',
        trackingWeekly: 'No',
        trackingDifficulties: ['Time'],
        toolsUsed: ['CRM'],
        externalHelp: ['Mentor'],
        aiHelpAreas: ['Pitch decks'],
        aiTimeSavings: 'up to 30%',
      },
    })
  })
})
