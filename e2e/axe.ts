import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe-core (WCAG 2.1 A/AA rules, plus the heading order that Lighthouse's accessibility score also counts)
 * on the page and fails with the rule ids and elements it reports.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
  const violations = [...wcag.violations, ...headings.violations]
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  )
}
