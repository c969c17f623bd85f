import { EARLY_ACCESS_TABLE } from '@app/forms/rows'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import { cameToRest, overlaps } from '../../layout.ts'
import { FAILURE_TOAST, fillEarlyAccess, insertRequest } from '../forms/form-page.ts'

// Smaller launch checks: the favicon and touch icon, equal pricing cards, toasts clear of the logo, thank-you text without an email.

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  const body = await response.body()
  // ICONDIR: reserved 0, type 1 (icon), at least one image; the first image is a PNG.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(body.readUInt16LE(4)).toBeGreaterThan(0)
  const firstImage = body.readUInt32LE(6 + 12)
  expect(body.subarray(firstImage + 1, firstImage + 4).toString('latin1')).toBe('PNG')
})

// A phone adding a page to its home screen asks for /apple-touch-icon.png, named by the page or not.
test('/apple-touch-icon.png answers with a 180 px square PNG, and the home page names it', async ({
  page,
  request,
}) => {
  const response = await request.get('/apple-touch-icon.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const body = await response.body()
  // PNG signature, then the IHDR chunk's width and height.
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([180, 180])
  await page.goto('/')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the three pricing cards in a row have the same height', async ({ page }) => {
    await page.goto('/pricing')
    const cards = page.getByRole('region', { name: 'Choose your plan' }).getByRole('article')
    await expect(cards).toHaveCount(3)
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()))
    const tops = new Set(boxes.map((box) => Math.round(box?.y ?? -1)))
    const heights = new Set(boxes.map((box) => Math.round(box?.height ?? -1)))
    expect(tops.size).toBe(1)
    expect(heights.size).toBe(1)
  })

  test('the feature lists of the three plans start level, each under its own lead-in', async ({ page }) => {
    await page.goto('/pricing')
    const cards = page.getByRole('region', { name: 'Choose your plan' }).getByRole('article')
    await expect(cards.getByText(/^(Includes|Everything in \w+, plus):$/)).toHaveText([
      'Includes:',
      'Everything in Free, plus:',
      'Everything in Pro, plus:',
    ])
    const lists = await Promise.all((await cards.getByRole('list').all()).map((list) => list.boundingBox()))
    expect(new Set(lists.map((box) => Math.round(box?.y ?? -1))).size).toBe(1)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the error toast leaves the logo uncovered', async ({ page }) => {
    await page.route(insertRequest(EARLY_ACCESS_TABLE), (route) => route.abort('connectionrefused'))
    await page.goto('/get-early-access')
    await fillEarlyAccess(page, uniqueEmail('toast'))
    await page.getByRole('button', { name: 'Join the Waitlist' }).click()
    const toast = page.getByText(FAILURE_TOAST)
    await expect(toast).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    const logoLink = page.getByRole('link', { name: / home$/ }).first()
    const toastBox = page.getByRole('listitem').filter({ has: toast })
    // Measured where the toast comes to rest: while it still slides in it can pass over the logo.
    await cameToRest(toastBox)
    expect(await overlaps(toastBox, logoLink), 'the toast covers the logo').toBe(false)
  })

  test('/thank-you-websummit opened without an email says where the copy goes in a whole sentence', async ({
    page,
  }) => {
    await page.goto('/thank-you-websummit')
    await expect(page.getByText("You'll receive your copy at the email address you gave us.")).toBeVisible()
    await expect(page.getByText(/at your email/)).toHaveCount(0)
  })
})

// A stylesheet that does not arrive (a flaky connection, a blocked host) leaves the page as plain HTML: still
// readable, with the logo at its own size rather than an image as wide as the screen.
for (const path of ['/', '/get-early-access', '/founder/dashboard']) {
  test(`without its stylesheet, ${path} shows the logo small`, async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort())
    await page.goto(path)
    // The mark is a decorative SVG inside the home link (the link's own box is only its text's line).
    const mark = page.getByRole('link', { name: 'VibeScore home' }).first().locator('svg')
    const box = await mark.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(48)
  })
}
