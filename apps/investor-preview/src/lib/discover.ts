import type { Startup, StartupSector, StartupStage } from '@app/sample-data/types'
import { matchesText } from '@app/ui/lib/text-search'

export const SECTOR_LABELS: Record<StartupSector, string> = {
  tech: 'Tech',
  health: 'Health',
  consumer: 'Consumer',
  fintech: 'Fintech',
  edtech: 'EdTech',
}

export type SectorFilter = 'all' | StartupSector

/** The sector chips of the dashboard preview and Discover, in the product's order (docs/previews.md). */
export const SECTOR_CHIPS: readonly { value: SectorFilter; label: string }[] = [
  { value: 'all', label: 'All Startups' },
  ...(['tech', 'health', 'consumer', 'fintech', 'edtech'] as const).map((sector) => ({
    value: sector,
    label: SECTOR_LABELS[sector],
  })),
]

export type StageFilter = 'all' | StartupStage

export const STAGE_FILTERS: readonly { value: StageFilter; label: string }[] = [
  { value: 'all', label: 'All stages' },
  { value: 'Pre-seed', label: 'Pre-seed' },
  { value: 'Seed', label: 'Seed' },
]

export const SORT_OPTIONS = [
  // Beside "Sort By" in one line on a 320 px phone.
  { value: 'vibe-score', label: 'Highest Vibe Score' },
  { value: 'raising-desc', label: 'Largest raise' },
  { value: 'raising-asc', label: 'Smallest raise' },
  { value: 'name', label: 'Name, A to Z' },
] as const

export type DiscoverSort = (typeof SORT_OPTIONS)[number]['value']

export const DEFAULT_SORT: DiscoverSort = 'vibe-score'

export function isDiscoverSort(value: string): value is DiscoverSort {
  return SORT_OPTIONS.some((option) => option.value === value)
}

const byName = (a: Startup, b: Startup) => a.name.localeCompare(b.name, 'en-GB')

// Ties fall back to the name so equal scores or amounts always list in the same order.
const comparators: Record<DiscoverSort, (a: Startup, b: Startup) => number> = {
  'vibe-score': (a, b) => b.vibeScore - a.vibeScore || byName(a, b),
  'raising-desc': (a, b) => b.raising - a.raising || byName(a, b),
  'raising-asc': (a, b) => a.raising - b.raising || byName(a, b),
  name: byName,
}

export interface DiscoverQuery {
  /** Free text matched, case-insensitively, against name, description and location. */
  text: string
  sector: SectorFilter
  stage: StageFilter
  sort: DiscoverSort
  /** When given, only startups with these names (the investor's saved list). */
  onlyNames?: ReadonlySet<string>
}

/** The startups Discover shows for a search, sector, stage and saved-only choice, in the chosen order. */
export function discoverStartups(startups: readonly Startup[], query: DiscoverQuery): Startup[] {
  return startups
    .filter(
      (startup) =>
        (query.sector === 'all' || startup.sector === query.sector) &&
        (query.stage === 'all' || startup.stage === query.stage) &&
        (query.onlyNames === undefined || query.onlyNames.has(startup.name)) &&
        matchesText(query.text, startup.name, startup.description, startup.location),
    )
    .sort(comparators[query.sort])
}
