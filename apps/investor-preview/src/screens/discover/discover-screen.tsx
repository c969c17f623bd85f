import { investorStartups } from '@app/sample-data/investor'
import { Button } from '@app/ui/components/button'
import { EmptyState } from '@app/ui/components/empty-state'
import { Label } from '@app/ui/components/label'
import { PageHeader } from '@app/ui/components/page-header'
import { SearchField } from '@app/ui/components/search-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@app/ui/components/select'
import { Toggle } from '@app/ui/components/toggle'
import { usePagedList } from '@app/ui/hooks/use-paged-list'
import { Bookmark, SearchX, SlidersHorizontal } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { SectorChips } from '../../components/sector-chips.tsx'
import { StartupCard } from '../../components/startup-card.tsx'
import { VibeScoreLegend } from '../../components/vibe-score-legend.tsx'
import {
  DEFAULT_SORT,
  type DiscoverSort,
  discoverStartups,
  isDiscoverSort,
  SECTOR_LABELS,
  type SectorFilter,
  SORT_OPTIONS,
  STAGE_FILTERS,
  type StageFilter,
} from '../../lib/discover.ts'

const PAGE_SIZE = 6

export function DiscoverScreen() {
  const [text, setText] = useState('')
  const [sector, setSector] = useState<SectorFilter>('all')
  const [stage, setStage] = useState<StageFilter>('all')
  const [sort, setSort] = useState<DiscoverSort>(DEFAULT_SORT)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [savedOnly, setSavedOnly] = useState(false)
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set())
  const sortId = useId()
  const filtersId = useId()

  // The saved set narrows the list only while "Saved" is on, so saving a card does not reset Load More otherwise.
  const onlyNames = savedOnly ? saved : undefined
  const results = useMemo(
    () => discoverStartups(investorStartups, { text, sector, stage, sort, onlyNames }),
    [text, sector, stage, sort, onlyNames],
  )
  const { visible, hasMore, loadMore } = usePagedList(results, PAGE_SIZE)

  function toggleSaved(name: string, isSaved: boolean) {
    setSaved((current) => {
      const next = new Set(current)
      if (isSaved) next.add(name)
      else next.delete(name)
      return next
    })
  }

  function clearFilters() {
    setText('')
    setSector('all')
    setStage('all')
    setSavedOnly(false)
  }

  const scope = [
    sector === 'all' ? null : SECTOR_LABELS[sector],
    stage === 'all' ? null : stage,
    savedOnly ? 'saved' : null,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <>
      <PageHeader
        title="Discover"
        description={`${investorStartups.length} startups matched to your investment thesis, scored daily on 100+ parameters.`}
      />

      <section aria-label="Search and filters" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <SearchField
            label="Search startups"
            hideLabel
            className="flex-1"
            inputClassName="h-11"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search name, description or location"
          />
          <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
            <Button
              variant="outline"
              className="h-11"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {stage === 'all' ? null : (
                <span className="rounded-full bg-accent-600 px-1.5 text-white text-xs tabular-nums">1</span>
              )}
            </Button>
            <Toggle variant="outline" className="h-11" pressed={savedOnly} onPressedChange={setSavedOnly}>
              <Bookmark aria-hidden="true" className={savedOnly ? 'fill-current' : undefined} />
              Saved
              <span className="text-muted-foreground text-xs tabular-nums">{saved.size}</span>
            </Toggle>
            <div className="col-span-2">
              <Label htmlFor={sortId} className="sr-only">
                Sort By
              </Label>
              <Select value={sort} onValueChange={(value) => isDiscoverSort(value) && setSort(value)}>
                <SelectTrigger id={sortId} className="h-11 sm:w-auto sm:min-w-60">
                  <span>
                    <span className="text-muted-foreground">Sort By: </span>
                    <SelectValue />
                  </span>
                </SelectTrigger>
                <SelectContent>
                  {SORT_OPTIONS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
        </div>

        <div id={filtersId} hidden={!filtersOpen} className="rounded-xl border border-border bg-card p-4">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="float-left mr-1 font-medium text-foreground text-sm">Stage</legend>
            {STAGE_FILTERS.map((option) => (
              <Toggle
                key={option.value}
                variant="chip"
                size="sm"
                pressed={stage === option.value}
                onPressedChange={() => setStage(option.value)}
              >
                {option.label}
              </Toggle>
            ))}
          </fieldset>
        </div>

        <SectorChips value={sector} onChange={setSector} />

        <div className="flex flex-col gap-2 border-border border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-muted-foreground text-sm">
            Showing <span className="font-medium text-foreground tabular-nums">{visible.length}</span> of{' '}
            <span className="font-medium text-foreground tabular-nums">{results.length}</span> startups
            {scope ? ` (${scope})` : null}
          </p>
          <VibeScoreLegend />
        </div>
      </section>

      {results.length === 0 ? (
        <EmptyState
          icon={SearchX}
          className="mt-6"
          title={savedOnly && saved.size === 0 ? 'No saved startups yet' : 'No startups match your search'}
          description={
            savedOnly && saved.size === 0
              ? 'Use the bookmark on a startup card to save it for later.'
              : 'Try another search term, sector or stage.'
          }
        >
          <Button variant="outline" onClick={clearFilters}>
            Clear search and filters
          </Button>
        </EmptyState>
      ) : (
        <section aria-label="Startups" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((startup) => (
              <li key={startup.name} className="flex [&>*]:flex-1">
                <StartupCard
                  startup={startup}
                  saved={saved.has(startup.name)}
                  onSavedChange={(isSaved) => toggleSaved(startup.name, isSaved)}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" size="lg" onClick={loadMore}>
                Load More Startups
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </>
  )
}
