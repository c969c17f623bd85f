import { founderInvestorProfiles } from '@app/sample-data/founder'

const byId = new Map(founderInvestorProfiles.map((investor) => [investor.id, investor]))

/** Pairs each entry that names an investor with that investor's profile (dropping unknown ids). */
export function withInvestor<T extends { investorId: number }>(entries: readonly T[]) {
  return entries.flatMap((entry) => {
    const investor = byId.get(entry.investorId)
    return investor ? [{ ...entry, investor }] : []
  })
}
