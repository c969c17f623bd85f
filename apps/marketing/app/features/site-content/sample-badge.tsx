import { siteContent } from '@app/site-content'
import { findPlaceholders, type SampleFact } from '@app/site-content/placeholders'
import { Badge } from '@app/ui/components/badge'

/**
 * Facts still holding a placeholder. Only the local build (and `vite dev`) renders any: a production build
 * refuses to start while this set is not empty (build/refuse-sample-content.ts). Computed when pages are
 * prerendered; no island imports it.
 */
const sampleFacts = new Set(findPlaceholders(siteContent).map((placeholder) => placeholder.fact))

function isSampleFact(fact: SampleFact): boolean {
  return sampleFacts.has(fact)
}

/**
 * A small visible "Sample" mark beside a fact the owners have not supplied yet, so a local build shows what a
 * production build would refuse.
 */
export function SampleBadge({ fact, className }: { fact: SampleFact; className?: string }) {
  if (!isSampleFact(fact)) return null
  return (
    <Badge variant="warning" className={className}>
      Sample
    </Badge>
  )
}
