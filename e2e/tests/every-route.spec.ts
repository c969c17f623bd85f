import { marketingPaths } from '@app/site-config'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../axe.ts'
import { expect, test } from '../fixtures.ts'
import { intlUseOf, watchIntlUse } from '../intl-use.ts'
import { previewScreenPaths } from '../previews.ts'

/**
 * One visit per route: its first heading, then at each width no sideways scroll, no control past the window's
 * edge, nothing spilling out of a card or text out of its own box, no target under 24 px and no heading left
 * with a word alone on its last line, and no axe-core violation; and no Intl object made on the way
 * (see intl-use.ts). The viewport is resized in place
 * (the layout answers to the width through CSS and resize observers, as on a rotated phone or a resized
 * window), so each route pays for one page load instead of one per width and check.
 */
const previewScreens = [
  '/founder',
  ...previewScreenPaths.founder,
  // Views of a screen that lay it out differently.
  '/founder/connect?tab=messages',
  '/founder/connect?tab=connections',
  '/founder/no-such-screen',
  '/investor',
  ...previewScreenPaths.investor,
  '/investor/portfolio?view=list',
  '/investor/analytics?tab=Sectors&range=Custom',
  '/investor/no-such-screen',
]
const routes = [...marketingPaths, '/no-such-page', ...previewScreens]

/** The cards (and figure cards) whose edges the overflow check holds their content to. */
const CARDS = 'main :is([data-slot="card"], [data-slot="figure-card"])'

// The card checks below find cards by the slot the card components mark themselves with: were it renamed, they
// would check nothing and pass. Every dashboard is made of cards, so there must be some to check.
test('the overflow check finds the cards it holds content to', async ({ page }) => {
  for (const path of ['/founder/dashboard', '/investor/dashboard']) {
    await page.goto(path)
    await expect(page.locator(CARDS).first(), path).toBeVisible()
  }
})

/**
 * Widths checked for sideways scroll and by axe (phone, small phone, tablet, desktop). On the
 * phones (320 px is also a 1280 px window zoomed to 400 %) no text may be cut short with "…" either: there a
 * name or a label is all a row has room for, and a cut one cannot be read anywhere else on the screen.
 */
const widths = [
  { width: 375, wholeText: true },
  { width: 320, wholeText: true },
  { width: 768, wholeText: false },
  { width: 1280, wholeText: false },
]

/**
 * What sticks out: the page wider than the window (and its innermost culprits), a control past the window's
 * edge, content past a card, or text past the edge of its own box; with `wholeText`, also visible text cut
 * short with an ellipsis.
 */
function overflowAt(page: Page, wholeText: boolean): Promise<string[]> {
  return page.evaluate(
    ({ wholeText, cards }) => {
      const found: string[] = []
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 30)}`
      const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5
      const overflow = document.documentElement.scrollWidth - window.innerWidth
      if (overflow > 0) {
        const culprits = [...document.querySelectorAll('body *')]
          .filter((element) => past(element) && !element.parentElement?.closest('.sr-only'))
          .filter((element) => ![...element.children].some(past))
          .slice(0, 3)
        found.push(`page ${overflow}px wider (${culprits.map(describe).join(', ')})`)
      }
      // A control can run past the window's edge without widening the page, where a section clips what sticks
      // out of it: at 320 px the hero's two preview links, side by side, started 3 px left of the window and
      // ended 3 px past its right edge. What is kept from sight and from assistive technology (a slide out of
      // view) is not shown to anyone.
      for (const control of document.querySelectorAll('a, button, input, select, textarea, summary')) {
        if (!control.checkVisibility({ visibilityProperty: true })) continue
        if (control.closest('.sr-only, [inert], [aria-hidden="true"]')) continue
        const box = control.getBoundingClientRect()
        if (box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
          found.push(`control past the window's edge: ${describe(control)}`)
      }
      // A card can stick out of its column into the page's margin without widening the page either: a grid
      // whose one column is as wide as its widest card (5–7 px past the margin at 320 px, once).
      for (const card of document.querySelectorAll(cards)) {
        const column = card.parentElement
        if (!column || !card.checkVisibility()) continue
        const columnRight =
          column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight)
        if (card.getBoundingClientRect().right > columnRight + 1)
          found.push(`card past its column: ${describe(card)}`)
      }
      // Content can also spill out of a card or a clipped container without widening the page. Visually
      // hidden content (the charts' data tables) is clipped to nothing on screen.
      for (const element of document.querySelectorAll(`${cards} *`)) {
        const card = element.closest(cards)
        if (!card || element.closest('.sr-only')) continue
        const box = element.getBoundingClientRect()
        if (box.width > 0 && box.right > card.getBoundingClientRect().right + 1)
          found.push(`past a card edge: ${describe(element)}`)
      }
      // Text can be wider than its own box and run into the padding or past the border, still inside its card: a
      // button's label past its padding ("Share Score" at 320 px, 4 px from the button's border), a legend's
      // label past its column. Measured on the text the element holds itself, where it lets overflow show.
      for (const element of document.querySelectorAll('body *')) {
        const style = getComputedStyle(element)
        if (style.overflowX !== 'visible' || element.closest('.sr-only, svg')) continue
        const texts = [...element.childNodes].filter(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
        )
        if (texts.length === 0 || !element.checkVisibility()) continue
        const box = element.getBoundingClientRect()
        const left =
          box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft)
        const right =
          box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight)
        const range = document.createRange()
        const spills = texts.some((text) => {
          range.selectNodeContents(text)
          return [...range.getClientRects()].some(
            (line) => line.width > 0 && (line.left < left - 1 || line.right > right + 1),
          )
        })
        if (spills) found.push(`text past its box: ${describe(element)}`)
      }
      if (wholeText) {
        // Visible text cut short: with an ellipsis, or one line cut by its box's edge without one (a select
        // showing its choice).
        for (const element of document.querySelectorAll('body *')) {
          const style = getComputedStyle(element)
          if (style.textOverflow === 'ellipsis') {
            if (element.scrollWidth > element.clientWidth && element.checkVisibility())
              found.push(`cut short: ${describe(element)}`)
          } else if (
            style.whiteSpace === 'nowrap' &&
            ['hidden', 'clip'].includes(style.overflowX) &&
            element.scrollWidth > element.clientWidth + 1 &&
            element.clientWidth > 1 && // not a label hidden to the eye (`sr-only` at some widths)
            element.checkVisibility()
          )
            found.push(`clipped: ${describe(element)}`)
        }
        // A field's hint is cut by the field's edge, without an ellipsis or any overflow to see. Measured as
        // the field's own text for a moment: no event fires, and the empty value is put back at once. (A
        // canvas measuring the text, tried first, passed a hint cut by 3 px: it drew without the field's font
        // features.)
        for (const field of document.querySelectorAll('input')) {
          if (!field.placeholder || field.value || !field.checkVisibility()) continue
          field.value = field.placeholder
          // One pixel over is the caret's room at the end of a full field.
          const cut = field.scrollWidth > field.clientWidth + 1
          field.value = ''
          if (cut) found.push(`hint cut short: "${field.placeholder}"`)
        }
      }
      return found.slice(0, 6)
    },
    { wholeText, cards: CARDS },
  )
}

/**
 * What is cramped: a control smaller than 24 × 24 px to point at or tap (a link inside running text is as tall
 * as its line; a checkbox or radio button is chosen through its label too), or a wrapped heading or question
 * whose last line is under 40% of its longest, a word or two left alone ("Improve user activation / rate").
 * A heading's lines are measured per block of text in it, so a question's number beside it is not a line.
 */
function crampedAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`
    const controls = 'a, button, select, textarea, summary, input:not([type="checkbox"], [type="radio"])'
    for (const control of document.querySelectorAll(controls)) {
      if (control.closest('.sr-only') || getComputedStyle(control).display === 'inline') continue
      if (!control.checkVisibility({ visibilityProperty: true })) continue
      const { width, height } = control.getBoundingClientRect()
      if (width > 0 && (width < 23.5 || height < 23.5))
        found.push(`${Math.round(width)} × ${Math.round(height)} px: ${describe(control)}`)
    }
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, legend')) {
      if (!heading.checkVisibility()) continue
      const blocks = new Map<Element, { top: number; left: number; right: number }[]>()
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const text = walker.currentNode
        const parent = text.parentElement
        if (!parent || !text.textContent?.trim() || parent.closest('.sr-only')) continue
        let block: Element = parent
        while (block !== heading && getComputedStyle(block).display === 'inline' && block.parentElement)
          block = block.parentElement
        const lines = blocks.get(block) ?? []
        blocks.set(block, lines)
        const range = document.createRange()
        range.selectNodeContents(text)
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue
          const line = lines.find(({ top }) => Math.abs(top - rect.top) < rect.height / 2)
          if (line) {
            line.left = Math.min(line.left, rect.left)
            line.right = Math.max(line.right, rect.right)
          } else lines.push({ top: rect.top, left: rect.left, right: rect.right })
        }
      }
      for (const lines of blocks.values()) {
        if (lines.length < 2) continue
        const widths = lines.sort((a, b) => a.top - b.top).map(({ left, right }) => right - left)
        const last = widths.at(-1) ?? 0
        if (last < 0.4 * Math.max(...widths)) found.push(`short last line: ${describe(heading)}`)
      }
    }
    return found.slice(0, 6)
  })
}

// Reduced motion: score rings, bars and charts are at rest at once, so colours are checked as they end up.
test.use({ reducedMotion: 'reduce' })

for (const route of routes) {
  test(`${route}: no sideways scroll or spilt text at 320–1280 px, no text cut short on phones, no small target or lone last word, no accessibility violations (WCAG 2.2 AA) at any of them, no Intl`, async ({
    page,
  }) => {
    // Four widths and four axe runs on one page: more work per test than most, none of it waiting on timers.
    test.setTimeout(60_000)
    const [first] = widths
    await page.setViewportSize({ width: first?.width ?? 375, height: 900 })
    await watchIntlUse(page)
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Checked as a visitor meets it once the code a first visit fetches has arrived.
    await page.waitForLoadState('networkidle')
    // Read through to the end and back first, as a visitor does before turning the phone: what the browser
    // drew once and then skipped must still follow the new width (cards drawn only near the viewport kept
    // the old width of their list items, 39 px of sideways scroll on /investor/discover).
    await page.mouse.wheel(0, 20_000)
    await page.mouse.wheel(0, -20_000)
    for (const { width, wholeText } of widths) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 })
        // A layout still answering the resize (a chart re-measuring itself) settles within the poll.
        await expect
          .poll(() => overflowAt(page, wholeText), { message: `${route} at ${width} px` })
          .toEqual([])
        expect(await crampedAt(page), `${route} at ${width} px`).toEqual([])
        await expectNoAxeViolations(page)
      })
    }
    expect(await intlUseOf(page), 'Intl used by the page').toEqual([])
  })
}
