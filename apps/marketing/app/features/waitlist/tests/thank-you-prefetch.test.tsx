import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ThankYouPrefetch } from '../components/thank-you-prefetch'
import { prefetchThankYou, THANK_YOU_PAGE } from '../thank-you-state'

/** The speculation rules in force: those the document's head holds. */
const rulesInForce = () =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].map((rules) =>
    JSON.parse(rules.textContent ?? ''),
  )

afterEach(() => {
  document.body.replaceChildren()
  for (const rules of document.head.querySelectorAll('script[type="speculationrules"]')) rules.remove()
})

describe.each(Object.values(THANK_YOU_PAGE))('the thank-you page %s', (thankYou) => {
  it('is fetched ahead once the form sends its row, and only then, by rules its form page holds', () => {
    // As prerendered: the HTML parser puts the rules in the template's inert content.
    document.body.innerHTML = renderToString(<ThankYouPrefetch to={thankYou} />)
    expect(rulesInForce()).toEqual([])
    prefetchThankYou(thankYou)
    // A second submit (after a duplicate, say) asks for nothing more.
    prefetchThankYou(thankYou)
    expect(rulesInForce()).toEqual([{ prefetch: [{ source: 'list', urls: [thankYou] }] }])
  })
})

it("a page holding another form's rules fetches nothing", () => {
  document.body.innerHTML = renderToString(<ThankYouPrefetch to={THANK_YOU_PAGE.websummit} />)
  prefetchThankYou(THANK_YOU_PAGE.earlyAccess)
  expect(rulesInForce()).toEqual([])
})
