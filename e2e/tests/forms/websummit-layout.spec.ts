import { WEBSUMMIT_TABLE } from '@app/forms/rows'
import type { Locator, Page } from '@playwright/test'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import { contactFields, countInserts, question } from './form-page.ts'

// The event survey page's layout: the aside beside the long survey, the QR block, errors scrolled into view.
const PATH = '/get-early-access-websummit'
const qrCode = (page: Page) => page.getByRole('img', { name: /^QR code linking to / })

/** The characters a line of `element`'s text ends with (all but the last line). */
function lineEnds(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.textContent ?? ''
    const range = document.createRange()
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    const chars: { char: string; top: number }[] = []
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let index = 0; index < (current.textContent ?? '').length; index++) {
        range.setStart(current, index)
        range.setEnd(current, index + 1)
        const top = Math.round(range.getBoundingClientRect().top)
        chars.push({ char: current.textContent?.[index] ?? '', top })
      }
    }
    if (chars.map((c) => c.char).join('') !== text) throw new Error('text walk mismatch')
    return chars
      .filter((c, index) => index + 1 < chars.length && chars[index + 1]?.top !== c.top)
      .map((c) => c.char)
  })
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the heading and QR code stay beside the survey all the way down', async ({ page }) => {
    await page.goto(PATH)
    const heading = page.getByRole('heading', { level: 1, name: 'Get Early Access' })
    for (const number of ['1', '4', '7']) {
      await question(page, number).scrollIntoViewIfNeeded()
      await expect(question(page, number)).toBeInViewport()
      await expect(heading).toBeInViewport()
      await expect(qrCode(page)).toBeInViewport()
    }
    // Side by side: the aside's right edge is left of the survey.
    const headingBox = await heading.boundingBox()
    const surveyBox = await question(page, '7').boundingBox()
    expect((headingBox?.x ?? 0) + (headingBox?.width ?? 0)).toBeLessThanOrEqual(surveyBox?.x ?? 0)
  })

  test('the address under the QR code wraps only after "/", "." or "-"', async ({ page }) => {
    await page.goto(PATH)
    const address = page.getByText(/get-early-access-websummit$/)
    await expect(address).toBeVisible()
    const ends = await lineEnds(address)
    expect(ends.length).toBeGreaterThan(0)
    for (const end of ends) expect(['/', '.', '-']).toContain(end)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('the QR block is not shown to a visitor already on a phone', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Get Early Access' })).toBeVisible()
    await expect(page.getByText('Continue on your phone')).toBeHidden()
    await expect(qrCode(page)).toBeHidden()
  })

  test('after a failed submit the one missing question further down is scrolled into view with its message', async ({
    page,
  }) => {
    const inserts = countInserts(page, WEBSUMMIT_TABLE)
    await page.goto(PATH)
    const fields = contactFields(page)
    await fields.fullName.fill('Grace Hopper')
    await fields.email.fill(uniqueEmail('reveal'))
    await page.getByLabel(/Startup name/).fill('Cobol Labs')
    await fields.terms.click()
    await question(page, '1').getByRole('radio', { name: 'Seed', exact: true }).click()
    await question(page, '2').getByRole('radio', { name: 'Fundraising', exact: true }).click()
    await question(page, '3').getByRole('radio', { name: 'Yes', exact: true }).click()
    await question(page, '4').getByRole('checkbox', { name: 'CRM', exact: true }).click()
    await question(page, '5').getByRole('checkbox', { name: 'Mentor', exact: true }).click()
    await question(page, '7').getByRole('radio', { name: 'up to 30%', exact: true }).click()
    // Question 6 is left out; the submit button is below it.
    await page.getByRole('button', { name: 'Submit & Join the Waitlist' }).click()

    const missing = question(page, '6')
    await expect(missing.getByText('Please select at least one option')).toBeInViewport({ ratio: 1 })
    await expect(missing.getByRole('checkbox').first()).toBeFocused()
    await expect(missing.getByRole('checkbox').first()).toBeInViewport()
    expect(inserts()).toBe(0)
  })
})

test.describe('on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 1366 }, isMobile: true, hasTouch: true })

  test('the QR block is hidden where touch is the main pointer', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Get Early Access' })).toBeVisible()
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
    await expect(qrCode(page)).toBeHidden()
  })
})
