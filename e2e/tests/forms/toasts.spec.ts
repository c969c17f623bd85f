import { EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import { cameToRest, coversWords, overlaps } from '../../layout.ts'
import { toastItems } from '../../toasts.ts'
import {
  DUPLICATE_TOAST,
  FAILURE_TOAST,
  fillEarlyAccess,
  fillSurvey,
  insertRequest,
  SUCCESS_TOAST,
} from './form-page.ts'

// No toast covers the control the visitor needs next: the submit button after an error, Return Home after a success,
// and on a wide screen the form's fields and their labels, which the visitor corrects after an error.

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true })

    test('the success toast leaves Return Home free on the thank-you page', async ({ page }) => {
      await page.goto('/get-early-access')
      await fillEarlyAccess(page, uniqueEmail('toast-ok'))
      await page.getByRole('button', { name: 'Join the Waitlist' }).tap()
      await expect(page).toHaveURL(/\/thank-you$/)
      const toast = toastItems(page, SUCCESS_TOAST)
      await expect(toast).toBeVisible()
      await cameToRest(toast)
      const home = page.getByRole('main').getByRole('link', { name: 'Return Home' })
      expect(await overlaps(toast, home)).toBe(false)
      // Its close button is a target of at least 24 × 24 px (Sonner draws it 20 px square).
      const close = toast.getByRole('button', { name: 'Close toast' })
      await expect(close).toBeVisible()
      // Rounded: the toast's box is drawn at fractions of a pixel (23.999998 px).
      const box = await close.boundingBox()
      expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(24)
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(24)
    })

    test('an error toast leaves the submit button free', async ({ page }) => {
      await page.route(insertRequest(EARLY_ACCESS_TABLE), (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"XX000","message":"boom"}',
        }),
      )
      await page.goto('/get-early-access')
      await fillEarlyAccess(page, uniqueEmail('toast-error'))
      const submit = page.getByRole('button', { name: 'Join the Waitlist' })
      await submit.tap()
      const toast = toastItems(page, FAILURE_TOAST)
      await expect(toast).toBeVisible()
      await cameToRest(toast)
      expect(await overlaps(toast, submit)).toBe(false)
      await page.screenshot({ path: testInfoPath(width) })
    })

    test("the survey's success toast leaves Return Home free on its thank-you page", async ({ page }) => {
      // A taller phone: its thank-you page's longer message puts Return Home below a 640 px screen.
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/get-early-access-websummit')
      await fillSurvey(page, uniqueEmail('toast-survey-ok'))
      await page.getByRole('button', { name: 'Submit & Join the Waitlist' }).tap()
      await expect(page).toHaveURL(/\/thank-you-websummit$/)
      const toast = toastItems(page, SUCCESS_TOAST)
      await expect(toast).toBeVisible()
      await cameToRest(toast)
      const home = page.getByRole('main').getByRole('link', { name: 'Return Home' })
      expect(await overlaps(toast, home)).toBe(false)
    })

    test("the survey's error toast leaves its submit button free", async ({ page }) => {
      await page.route(insertRequest(WEBSUMMIT_TABLE), (route) => route.abort('connectionrefused'))
      await page.goto('/get-early-access-websummit')
      await fillSurvey(page, uniqueEmail('toast-survey'))
      const submit = page.getByRole('button', { name: 'Submit & Join the Waitlist' })
      await submit.tap()
      const toast = toastItems(page, FAILURE_TOAST)
      await expect(toast).toBeVisible()
      await cameToRest(toast)
      expect(await overlaps(toast, submit)).toBe(false)
    })
  })
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the duplicate-email toast leaves the form's fields and labels free", async ({ page }) => {
    const email = uniqueEmail('toast-duplicate')
    for (const attempt of ['first', 'again']) {
      await page.goto('/get-early-access')
      await fillEarlyAccess(page, email)
      await page.getByRole('button', { name: 'Join the Waitlist' }).click()
      if (attempt === 'first') await expect(page).toHaveURL(/\/thank-you$/)
    }
    const toast = toastItems(page, DUPLICATE_TOAST)
    await expect(toast).toBeVisible()
    await cameToRest(toast)
    const form = page.getByRole('main').getByRole('form')
    for (const label of ['Full name', 'Email']) {
      expect(await coversWords(toast, form.getByText(label, { exact: true }))).toBe(false)
      expect(await overlaps(toast, form.getByLabel(label))).toBe(false)
    }
  })
})

const testInfoPath = (width: number) => test.info().outputPath(`error-toast-${width}.png`)
