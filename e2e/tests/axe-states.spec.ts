import { WEBSUMMIT_TABLE } from '@app/forms/rows'
import type { Page } from '@playwright/test'
import {
  expectNoAxeViolations,
  expectNoAxeViolationsOnPausedClock,
  expectNoAxeViolationsWithoutJavaScript,
} from '../axe.ts'
import { expect, test, uniqueEmail } from '../fixtures.ts'
import { cameToRest } from '../layout.ts'
import { openHydrated, startupNames } from '../previews.ts'
import { toastItems } from '../toasts.ts'
import {
  choose,
  contactFields,
  DUPLICATE_TOAST,
  FAILURE_TOAST,
  fillEarlyAccess,
  insertRequest,
  question,
  SUCCESS_TOAST,
  toggle,
} from './forms/form-page.ts'

/**
 * axe-core on the states a visitor reaches by using the pages, each reached as a visitor would reach it (a tap, a
 * key, a submit): messages at the fields, questions that appear, menus, answers, tabs, toasts and lists opened.
 * every-route.spec.ts checks each route as it first loads; what only appears after a press is checked here.
 * States are grouped per page visit, and checked at the design's phone width (375 px) only: the phone is where
 * the most is folded away, and a state that exists at both widths is drawn by the same markup.
 */
test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' })

/** A toast in Sonner's live region ("Notifications"), once it has come to rest, so its colours are final. */
async function expectToast(page: Page, text: string) {
  const toast = toastItems(page, text)
  await expect(toast).toBeVisible()
  await cameToRest(toast)
}

test.describe('marketing forms', () => {
  const SURVEY_SUBMIT = 'Submit & Join the Waitlist'

  test('/get-early-access: messages at the empty fields, the success toast, then the duplicate toast', async ({
    page,
  }) => {
    const submit = page.getByRole('button', { name: 'Join the Waitlist' })
    const fill = (email: string) => fillEarlyAccess(page, email)

    await page.goto('/get-early-access')
    await submit.click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('You must agree to the terms and privacy policy')).toBeVisible()
    await expectNoAxeViolations(page)

    // The same address twice, through the real Data API: stored the first time, a duplicate the second.
    const email = uniqueEmail('axe-early')
    await fill(email)
    await submit.click()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expectToast(page, SUCCESS_TOAST)
    await expectNoAxeViolations(page)

    await page.goto('/get-early-access')
    await fill(email)
    await submit.click()
    await expectToast(page, DUPLICATE_TOAST)
    await expectNoAxeViolations(page)
  })

  test('/get-early-access-websummit: messages at the empty questions, every conditional question and "Other" box shown, the failure toast, then the thank-you page with its toast', async ({
    page,
  }) => {
    await page.goto('/get-early-access-websummit')
    await page.getByRole('button', { name: SURVEY_SUBMIT }).click()
    await expect(question(page, '1').getByText('Please select your startup stage')).toBeVisible()
    await expectNoAxeViolations(page)

    // Question 3.1 appears for "No" at question 3; each "Other" box for its question's "Other".
    await choose(page, '2', 'Other')
    await choose(page, '3', 'No')
    for (const number of ['3.1', '4', '5', '6']) await toggle(page, number, 'Other')
    for (const name of ['Your top challenge', 'Other difficulty', 'Other tools', 'Other help', 'Other areas'])
      await expect(page.getByRole('textbox', { name })).toBeVisible()
    // Submitted again with the top challenge's box empty: its message shows in the box's place too.
    await page.getByRole('button', { name: SURVEY_SUBMIT }).click()
    await expect(page.getByText('Please specify your challenge')).toBeVisible()
    await expectNoAxeViolations(page)

    // Everything answered, and the Data API out of reach: the generic failure toast.
    await page.route(insertRequest(WEBSUMMIT_TABLE), (route) => route.abort('connectionrefused'))
    const fields = contactFields(page)
    await fields.fullName.fill('Grace Hopper')
    await fields.email.fill(uniqueEmail('axe-survey'))
    await fields.terms.check()
    await page.getByRole('textbox', { name: 'Your top challenge' }).fill('Hiring a CFO')
    await choose(page, '1', 'Seed')
    await choose(page, '7', 'up to 30%')
    await page.getByRole('button', { name: SURVEY_SUBMIT }).click()
    await expectToast(page, FAILURE_TOAST)
    await expectNoAxeViolations(page)

    // Once the connection is back, the same answers are stored: the thank-you page for them, with its toast.
    await page.unroute(insertRequest(WEBSUMMIT_TABLE))
    await page.getByRole('button', { name: SURVEY_SUBMIT }).click()
    await expect(page).toHaveURL(/\/thank-you-websummit$/)
    await expectToast(page, SUCCESS_TOAST)
    await expectNoAxeViolations(page)
  })
})

test.describe('with motion', () => {
  // The slideshow's pause button is there only for visitors who do not ask for reduced motion.
  test.use({ reducedMotion: 'no-preference' })

  test('/: the slideshow paused, then moved on a slide by its button', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Product screens' })
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    // The slide shown (the others are hidden from screen readers). The slideshow moves on every 4 s from the first
    // paint, so on a busy machine it may have left the first slide before the pause: Next goes on from where it is.
    const slide = carousel.getByRole('group')
    const pausedAt = Number((await slide.getAttribute('aria-label'))?.split(' of ')[0])
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(slide).toHaveAccessibleName(`${(pausedAt % 5) + 1} of 5`)
    // Checked once it has glided into place.
    await cameToRest(slide)
    await expectNoAxeViolations(page)
  })
})

test('/pricing: the phone menu open, then an FAQ answer open', async ({ page }) => {
  await page.goto('/pricing')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  const question = page.getByRole('button', { name: 'What is the Vibe Score?' })
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)
})

test.describe('founder preview', () => {
  test('the AI coach while it types a reply, and once it has answered', async ({ page }) => {
    // The page's clock runs until the greeting, then stops: the reply comes when the test moves it on.
    await page.clock.install()
    await openHydrated(page, '/founder/ai-cofounder')
    const log = page.getByRole('log')
    await expect(log).toContainText('Hi Maya')
    await page.clock.pauseAt(Date.now() + 1000)
    await page.getByLabel('Message your AI Coach').fill('What is our burn rate?')
    await page.getByLabel('Message your AI Coach').press('Enter')
    const typing = page.getByText('AI Coach is typing…')
    await expect(typing).toBeVisible()
    await expectNoAxeViolationsOnPausedClock(page)
    await expect(typing).toBeVisible()

    await page.clock.runFor(1500)
    await expect(log).toContainText('complete your onboarding and connect your Data Room materials')
    await expectNoAxeViolationsOnPausedClock(page)
  })

  test('the dashboard with a task form answered empty and a preview notice shown', async ({ page }) => {
    await openHydrated(page, '/founder/dashboard')
    await page.getByRole('button', { name: 'Add New Task' }).click()
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a new task')
    await page.getByRole('button', { name: 'Schedule Session' }).click()
    await expectToast(page, "Schedule Session isn't available in the preview")
    await expectNoAxeViolations(page)
  })

  test("Progress with a milestone form answered empty and an earlier month's trend", async ({ page }) => {
    await openHydrated(page, '/founder/progress')
    await page.getByRole('button', { name: 'Add Milestone' }).click()
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a new milestone')
    await page.getByRole('group', { name: 'Trend period' }).getByRole('button', { name: 'Monthly' }).click()
    await page.getByRole('button', { name: 'Previous period' }).click()
    await expect(page.getByRole('button', { name: 'Back to the latest period' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("Connect's Filter notice, then its other tabs opened in turn", async ({ page }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expectToast(page, "Filter isn't available in the preview")
    await expectNoAxeViolations(page)
    for (const name of [/^Messages/, 'My Connections']) {
      const tab = page.getByRole('tab', { name })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expectNoAxeViolations(page)
    }
  })

  test('Resources with a search that finds nothing', async ({ page }) => {
    await openHydrated(page, '/founder/resources')
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Tools' }).click()
    await page.getByLabel('Search resources').fill('pitch')
    await expect(page.getByText('No resources found')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('investor preview', () => {
  test("Discover's filters and sort, a preview notice, and the empty Saved view", async ({ page }) => {
    await openHydrated(page, '/investor/discover')
    await page.getByRole('button', { name: 'Filters' }).click()
    await page
      .getByRole('group', { name: 'Stage' })
      .getByRole('button', { name: 'Seed', exact: true })
      .click()
    await expect(startupNames(page).first()).toBeVisible()
    await page.getByLabel('Sort By').selectOption({ label: 'Name, A to Z' })
    await expect(startupNames(page).first()).toHaveText('Brightpath Learning')
    await expectNoAxeViolations(page)

    await page
      .getByRole('button', { name: /^View Profile of / })
      .first()
      .click()
    await expectToast(page, "View Profile isn't available in the preview")
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: /^Saved/ }).click()
    await expect(page.getByText('No saved startups yet')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test("Analytics' chart by stage, a point chosen by keyboard", async ({ page }) => {
    await openHydrated(page, '/investor/analytics')
    await page.getByRole('group', { name: 'Chart data' }).getByRole('button', { name: 'Stages' }).click()
    await page.getByRole('slider', { name: /values by period$/ }).focus()
    await page.keyboard.press('Home')
    await expect(page.locator('[data-slot="line-chart-tooltip"]')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // What each page says to a visitor without JavaScript: the forms that joining needs it (under the heading and
  // the button), a preview screen its notice in the screen's place, the 404 pages their panel as it is.
  for (const [path, shown] of [
    ['/get-early-access', 'JavaScript is needed to join the waitlist.'],
    ['/get-early-access-websummit', 'JavaScript is needed to join the waitlist.'],
    ['/founder/dashboard', 'This preview needs JavaScript'],
    ['/no-such-page', 'Oops! Page not found'],
    ['/investor/no-such-screen', 'Oops! Page not found'],
  ] as const) {
    test(`${path} as it is shown`, async ({ page }) => {
      await page.goto(path)
      // The rendered text: Playwright's text engine skips <noscript>, where the notes and the notice are.
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what the visitor reads
      expect(await page.locator('body').innerText()).toContain(shown)
      await expectNoAxeViolationsWithoutJavaScript(page)
    })
  }

  test('/pricing: the FAQ as a list of questions and answers', async ({ page }) => {
    await page.goto('/pricing')
    // The list stands in for the accordion, far down the page, in a section drawn only once it comes near the
    // window: checked once scrolled to and drawn, as a visitor reads it.
    const answers = page.locator('[data-faq-answers]')
    await answers.scrollIntoViewIfNeeded()
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what the visitor reads
    await expect.poll(() => answers.innerText()).toContain('What is the Vibe Score?')
    await expectNoAxeViolationsWithoutJavaScript(page)
  })
})
