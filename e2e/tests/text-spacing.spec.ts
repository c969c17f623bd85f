import { expect, type Locator, type Page, test } from '@playwright/test'
import { overlaps } from '../layout.ts'

/**
 * WCAG 1.4.12: a reader may widen the spacing of text (their own style sheet or a browser extension) and lose
 * nothing. On a 320 px phone with the spacing the guideline names, what once ran past the screen's edge, cut off
 * by the page's clip, or past its own card, stays inside them.
 */
const READER_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

async function openWithReaderSpacing(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(path)
  await page.addStyleTag({ content: READER_SPACING })
  await page.evaluate(() => document.fonts.ready)
}

/** The right edge of `element` and of `container`, in CSS pixels from the page's left. */
async function rightEdges(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()])
  if (!inner || !outer) throw new Error('not laid out')
  return { element: Math.round(inner.x + inner.width), container: Math.round(outer.x + outer.width) }
}

test('the survey form and its submit button stay on the screen', async ({ page }) => {
  await openWithReaderSpacing(page, '/get-early-access-websummit')
  const submit = page.getByRole('button', { name: 'Submit & Join the Waitlist' })
  const form = page.getByRole('form', { name: 'Founder survey' })
  const edges = await rightEdges(submit, form)
  expect(edges.element).toBeLessThanOrEqual(edges.container)
  expect(edges.container).toBeLessThanOrEqual(320)
})

test("the coach's suggested questions and today's priority stay inside their cards", async ({ page }) => {
  await openWithReaderSpacing(page, '/founder/dashboard')
  const questions = page.getByRole('group', { name: 'Suggested questions' })
  await expect(questions.getByRole('button')).not.toHaveCount(0)
  for (const question of await questions.getByRole('button').all()) {
    const edges = await rightEdges(question, questions)
    expect(edges.element).toBeLessThanOrEqual(edges.container)
  }
  // The card: the parent of the header its "Today's Priority" label opens.
  const card = page.getByText("Today's Priority", { exact: true }).locator('../..')
  const goal = card.getByText('Week-one activation').locator('..')
  const edges = await rightEdges(goal, card)
  expect(edges.element).toBeLessThanOrEqual(edges.container)
})

test("the preview's area badge gives way to the menu button", async ({ page }) => {
  await openWithReaderSpacing(page, '/founder/dashboard')
  const bar = page.getByRole('banner')
  expect(
    await overlaps(
      bar.getByText('Founder Preview', { exact: true }),
      bar.getByRole('button', { name: 'Open menu' }),
    ),
  ).toBe(false)
})
