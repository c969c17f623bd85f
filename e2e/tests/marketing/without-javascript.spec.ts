import { expect, test } from '../../fixtures.ts'
import { expectScrolledTo } from '../../sections.ts'
import { middleOf, swipe, touchPhone } from '../../touch.ts'
import { question } from '../forms/form-page.ts'

/** Every marketing page can be read and navigated with JavaScript turned off. */
test.use({ javaScriptEnabled: false })

const JS_NOTICE = 'JavaScript is needed to join the waitlist.'

test.describe('on a touch screen without JavaScript', () => {
  test.use(touchPhone)

  test('a swipe scrolls the carousel on to the next slide', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Product screens' })
    const { y } = await middleOf(carousel.getByText('Startup Health Score', { exact: true }))
    await swipe(page, { x: 300, y }, { x: 60, y })
    await expect(carousel.getByText('AI Coach', { exact: true })).toBeInViewport({ ratio: 0.99 })
  })
})

for (const width of [375, 1280]) {
  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the carousel is a strip of slides to scroll, with no button that could not answer', async ({
      page,
    }) => {
      await page.goto('/')
      const carousel = page.getByRole('region', { name: 'Product screens' })
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel.getByText('Startup Health Score', { exact: true })).toBeInViewport()
      for (const name of ['Previous slide', 'Next slide', 'Go to slide 2', 'Pause slideshow'])
        await expect(carousel.getByRole('button', { name })).toBeHidden()
      await carousel.getByText('Startup Health Score', { exact: true }).hover()
      await page.mouse.wheel(width, 0)
      await expect(carousel.getByText('AI Coach', { exact: true })).toBeInViewport({ ratio: 0.99 })
      // Each slide scrolled to shows its picture, not an empty frame.
      await expect(carousel.getByRole('img').nth(1)).toBeInViewport()
    })

    test('the header reaches Features, How It Works and Pricing', async ({ page }) => {
      await page.goto('/vision')
      const phone = width < 768
      const entries = page.getByRole('navigation', { name: phone ? 'Mobile' : 'Main' })
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(entries).toBeVisible()
      await entries.getByRole('link', { name: 'Features' }).click()
      await expect(page).toHaveURL(/\/#features-section$/)
      await expectScrolledTo(page, 'features-section')

      if (phone) await page.getByRole('button', { name: 'Open menu' }).click()
      await entries.getByRole('link', { name: 'Pricing' }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Simple pricing that grows with your startup',
      )
    })

    test('the first carousel slide is shown in full, above the hero gradient', async ({ page }) => {
      await page.goto('/')
      const image = page.getByRole('group', { name: '1 of 5' }).getByRole('img')
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      // The topmost element at the slide's top edge and centre is the slide (its frame), not the gradient.
      const onTop = await image.evaluate((element) => {
        const frame = element.closest('figure') as HTMLElement
        const box = frame.getBoundingClientRect()
        return [box.top + 2, box.top + box.height / 2].every((y) =>
          frame.contains(document.elementFromPoint(box.left + box.width / 2, y)),
        )
      })
      expect(onTop).toBe(true)
    })

    test('every FAQ answer can be read', async ({ page }) => {
      await page.goto('/pricing')
      // In place of the accordion, a plain list (in <noscript>, which Playwright's text engine skips).
      // The accordion's questions are in the page, but out of sight: their buttons could not open anything.
      const question = page.getByRole('button', { name: 'What is the Vibe Score?', includeHidden: true })
      await expect(question).toHaveCount(1)
      await expect(question).toBeHidden()
      const answers = page.locator('[data-faq-answers] dd')
      await expect(answers).toHaveCount(7)
      for (const answer of await answers.all()) await expect(answer).toBeVisible()
      await expect(answers.first()).toContainText('your startup')
    })

    test('the survey shows its follow-up questions for the answers that call for them', async ({ page }) => {
      await page.goto('/get-early-access-websummit')
      await expect(question(page, '3.1')).toHaveCount(0)
      await question(page, '3').getByRole('radio', { name: 'No', exact: true }).click()
      await expect(question(page, '3.1')).toBeVisible()
      const otherTools = page.getByRole('textbox', { name: 'Other tools' })
      await expect(otherTools).toHaveCount(0)
      await question(page, '4').getByRole('checkbox', { name: 'Other', exact: true }).click()
      await otherTools.fill('Airtable')
      await question(page, '4').getByRole('checkbox', { name: 'Other', exact: true }).click()
      await expect(otherTools).toHaveCount(0)
    })

    for (const [path, count] of [
      ['/get-early-access', 1],
      ['/get-early-access-websummit', 2],
    ] as const) {
      test(`${path} says in place that joining needs JavaScript`, async ({ page }) => {
        await page.goto(path)
        // Playwright's text and role engines skip <noscript> contents: find the notes by their markup. One comes
        // before the first question, so a visitor learns it before filling the form in; on the long survey one
        // under the button as well (the short form's button is on the same screen as its note).
        const notes = page.locator('form p[role="note"]')
        await expect(notes).toHaveCount(count)
        for (const note of await notes.all()) await expect(note).toContainText(JS_NOTICE)
        const firstQuestion = await page
          .locator('form :is(input, select, textarea):visible')
          .first()
          .boundingBox()
        expect((await notes.first().boundingBox())?.y).toBeLessThan(firstQuestion?.y ?? 0)
        const notice = notes.last()
        await expect(notice).toBeVisible()
        // A visitor who tries anyway stays on the page with what they typed.
        const name = page.getByLabel('Full name')
        await name.fill('Ada Lovelace')
        await page.getByRole('button', { name: /Join the Waitlist/ }).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(name).toHaveValue('Ada Lovelace')
        await expect(notice).toBeVisible()
      })
    }
  })
}
