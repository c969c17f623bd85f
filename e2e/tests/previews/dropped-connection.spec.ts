import { APP_CODE_FAILED } from '@app/preview-kit/contract'
import { answerAlerts } from '../../dialogs.ts'
import { expect, test } from '../../fixtures.ts'
import { HYDRATED_PREVIEW_ROOT } from '../../previews.ts'

// Which of the app's modules fail: all of them, or only the client entry, which React Router's module script
// imports last, on its own (its failure is seen only through its preload).
for (const [failing, pattern] of [
  ['every module', '**/investor/assets/*.js'],
  ['the client entry alone', '**/investor/assets/entry.client-*.js'],
] as const) {
  test(`with ${failing} unable to arrive, a press is answered with a message, and once the connection is back the next press works`, async ({
    page,
  }) => {
    // As on a connection that dropped once the page itself had arrived.
    await page.route(pattern, (route) => route.abort('internetdisconnected'))
    await page.goto('/investor/discover')
    const alerts = answerAlerts(page)
    const save = page.getByRole('button', { name: 'Save Synapse Scribe' })
    await save.click()
    await expect.poll(() => alerts).toEqual([APP_CODE_FAILED])
    // The press is let go of: the button no longer reads as busy, and nothing was saved.
    await expect(save).not.toHaveAttribute('aria-busy', 'true')
    await expect(save).toHaveAttribute('aria-pressed', 'false')

    await page.unroute(pattern)
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: /^Saved/ })).toContainText('1')
    expect(alerts).toHaveLength(1)
  })
}

test('a preview-only button whose toaster cannot arrive says its notice in an alert, and once the connection is back the next press shows the toast', async ({
  page,
}) => {
  // The app has arrived; only the toaster, fetched at the first notice, cannot.
  const toaster = '**/investor/assets/toaster-*.js'
  await page.route(toaster, (route) => route.abort('internetdisconnected'))
  await page.goto('/investor/discover')
  await page.locator(HYDRATED_PREVIEW_ROOT).waitFor()
  const alerts = answerAlerts(page)
  const viewProfile = page.getByRole('button', { name: 'View Profile' }).first()
  await viewProfile.click()
  await expect.poll(() => alerts).toEqual(["View Profile isn't available in the preview"])

  await page.unroute(toaster)
  await viewProfile.click()
  await expect(page.getByText("View Profile isn't available in the preview")).toBeVisible()
  expect(alerts).toHaveLength(1)
})

// A screen's code is fetched the first time the visitor opens it. After a redeploy the page in the tab still
// names the old files, which the host no longer has.
test('a screen whose code is gone after a redeploy opens anyway, as a full page, at the address the visitor chose', async ({
  page,
}) => {
  await page.goto('/founder/dashboard')
  await page.locator(HYDRATED_PREVIEW_ROOT).waitFor()
  // Only this once: the full page that follows names the files the host has.
  await page.route('**/founder/assets/progress-*.js', (route) => route.fulfill({ status: 404 }), { times: 1 })
  await page.getByRole('link', { name: 'Progress' }).first().click()
  await expect(page).toHaveURL('/founder/progress')
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
})

test('offline, a screen whose code cannot arrive says so in the frame, and once the connection is back Reload page opens it', async ({
  page,
}) => {
  await page.goto('/founder/dashboard')
  await page.locator(HYDRATED_PREVIEW_ROOT).waitFor()
  await page.context().setOffline(true)
  await page.getByRole('link', { name: 'Progress' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible()
  await expect(page.getByText('This screen could not load because you are offline.')).toBeVisible()
  // The top bar stays, so the visitor can go elsewhere.
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible()

  await page.context().setOffline(false)
  await page.getByRole('button', { name: 'Reload page' }).click()
  await expect(page).toHaveURL('/founder/progress')
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible()
})
