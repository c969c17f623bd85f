import { PREFETCH_RULES_ATTRIBUTE, type ThankYouPath } from '../thank-you-state'

/**
 * The speculation rules that fetch the thank-you page `to`, inert inside a `<template>` until the form sends its
 * row (`prefetchThankYou`): fetching it on every visit would spend a visitor's data on a page most never reach.
 * They are written into the page's HTML rather than made by the code, so the Content-Security-Policy allows them
 * by their hash like the page's other inline scripts (Chrome ignores the 'inline-speculation-rules' keyword in a
 * policy that lists hashes).
 */
function ThankYouPrefetch({ to }: { to: ThankYouPath }) {
  const rules = JSON.stringify({ prefetch: [{ source: 'list', urls: [to] }] })
  return (
    <template {...{ [PREFETCH_RULES_ATTRIBUTE]: to }}>
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: rules }} />
    </template>
  )
}

export { ThankYouPrefetch }
