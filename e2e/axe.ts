import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe-core (WCAG 2.2 A/AA rules, target size among them, plus the heading order that Lighthouse's
 * accessibility score also counts) on the page and fails with the rule ids and elements it reports. One run: a
 * rule enabled by id runs beside the tags' rules (axe-core's `ruleShouldRun`), so no second pass is needed (it
 * took about 1.3 s a page).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // Our pages have no frames: one run in the page itself, without the blank page the default mode opens to
    // merge frame results (about a second a run).
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'heading-order': { enabled: true } },
      // Only the violations are read: axe then lists one node of each passing or inapplicable rule instead of
      // all of them (about a third less work a run).
      resultTypes: ['violations'],
    })
    .analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  )
}

// axe-core waits for a zero-delay timer (`setTimeout(…, 0)`) after each rule, so it never finishes in a page
// whose timers do not fire. The two helpers below run it in such pages.

/** Steps of the paused clock one axe run may take: it took five on the AI Cofounder screen. */
const AXE_CLOCK_STEPS = 50

/**
 * `expectNoAxeViolations` on a page whose clock the test has paused (`page.clock.pauseAt`) to hold a state that
 * a timer of the page would end (the coach typing its reply). axe's own timers are on that clock too: the clock
 * is moved on one millisecond at a time until axe is done, a few milliseconds in all, far short of the page's
 * own delays, so the state axe reads is the one the test paused on.
 */
export async function expectNoAxeViolationsOnPausedClock(page: Page): Promise<void> {
  let finished = false
  const run = expectNoAxeViolations(page)
  // Handled here so a failure waits, without a warning, for the `await` below.
  const finish = () => {
    finished = true
  }
  run.then(finish, finish)
  for (let step = 0; !finished && step < AXE_CLOCK_STEPS; step += 1) await page.clock.runFor(1)
  if (!finished) throw new Error(`axe did not finish within ${AXE_CLOCK_STEPS} ms of the paused clock`)
  await run
}

/**
 * `expectNoAxeViolations` in a page opened with JavaScript turned off (`javaScriptEnabled: false`). Two things
 * are set right in the page first; the page has no code of its own running that could notice either:
 * - the browser fires no timer there: only the code the test evaluates runs, with the promise callbacks that
 *   follow it. `setTimeout` is replaced by one that runs a zero-delay callback as a promise callback (and a
 *   later one, such as axe's own time limits, never);
 * - axe skips whatever is in a `<noscript>`, as hidden, but here it is what the visitor sees (a form's note that
 *   joining needs JavaScript, a preview's notice, the FAQ's answers). Each `<noscript>` of the body is swapped
 *   for a `<span>` holding the same children: neither has a role of its own and both are laid out alike (every
 *   box in them stays where it was), so the page looks and reads the same, and axe checks it.
 */
export async function expectNoAxeViolationsWithoutJavaScript(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.setTimeout = ((callback: () => void, delay?: number) => {
      if (!delay) void Promise.resolve().then(callback)
      return 0
    }) as typeof window.setTimeout
    window.clearTimeout = () => undefined
    for (const noscript of document.body.querySelectorAll('noscript')) {
      const span = document.createElement('span')
      span.append(...noscript.childNodes)
      noscript.replaceWith(span)
    }
  })
  await expectNoAxeViolations(page)
}
