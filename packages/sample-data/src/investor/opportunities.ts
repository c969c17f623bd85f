/** A Discover startup the matching engine suggests for Northgate Ventures' thesis. */
export interface InvestorOpportunity {
  /** Name of a startup in `investorStartups`. */
  startupName: string
  /** Fit with the investor's thesis, 0–100. */
  match: number
  reason: string
  /** ISO date (YYYY-MM-DD) the match was suggested. */
  suggestedOn: string
}

export const investorOpportunities: InvestorOpportunity[] = [
  {
    startupName: 'Lumora Health',
    match: 94,
    reason: 'Primary-care AI at Seed, the core of your health thesis',
    suggestedOn: '2025-06-13',
  },
  {
    startupName: 'Claimwise',
    match: 91,
    reason: 'Insurtech automation with paying customers in the DACH region',
    suggestedOn: '2025-06-11',
  },
  {
    startupName: 'Orbital Ops',
    match: 86,
    reason: 'Scottish deep tech, co-investment with your Glasgow syndicate',
    suggestedOn: '2025-06-09',
  },
  {
    startupName: 'Nimbus Grid',
    match: 78,
    reason: 'Climate software at Pre-seed; cheque size at the top of your range',
    suggestedOn: '2025-06-04',
  },
  {
    startupName: 'Mentora',
    match: 72,
    reason: 'EdTech with strong retention, outside your usual geography',
    suggestedOn: '2025-06-02',
  },
]
