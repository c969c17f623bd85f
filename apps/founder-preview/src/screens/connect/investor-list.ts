import type { InvestorProfile } from '@app/sample-data/types'
import { matchesText } from '@app/ui/lib/text-search'

export const investorSortOptions = [
  { value: 'match', label: 'Match' },
  { value: 'location', label: 'Location' },
  { value: 'investments', label: 'Investments' },
] as const

export type InvestorSortKey = (typeof investorSortOptions)[number]['value']

const compare: Record<InvestorSortKey, (a: InvestorProfile, b: InvestorProfile) => number> = {
  match: (a, b) => b.match - a.match,
  location: (a, b) => a.location.localeCompare(b.location, 'en'),
  investments: (a, b) => b.investments - a.investments,
}

export function isInvestorSortKey(value: string): value is InvestorSortKey {
  return investorSortOptions.some((option) => option.value === value)
}

/** Best match first, locations A–Z, or most investments first; ties keep their original order. */
export function sortInvestors(
  investors: readonly InvestorProfile[],
  key: InvestorSortKey,
): InvestorProfile[] {
  return investors.toSorted(compare[key])
}

/** The search box looks at who the investor is, where they are and what they invest in. */
export function searchInvestors(investors: readonly InvestorProfile[], query: string): InvestorProfile[] {
  return investors.filter((investor) =>
    matchesText(query, investor.name, investor.role, investor.location, ...investor.tags),
  )
}
