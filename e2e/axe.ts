import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe-core (WCAG 2.1 A/AA rules, plus the heading order that Lighthouse's accessibility score also counts)
 * on the page and fails with the rule ids and elements it reports. One run: a rule enabled by id runs beside
 * the tags' rules (axe-core's `ruleShouldRun`), so no second pass is needed (it took about 1.3 s a page).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // Our pages have no frames: one run in the page itself, without the blank page the default mode opens to
    // merge frame results (about a second a run).
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
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
