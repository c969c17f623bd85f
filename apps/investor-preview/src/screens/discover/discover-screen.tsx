import { useScreenList } from '@app/preview-kit/client/use-screen-list'
import { useSessionSet } from '@app/preview-kit/client/use-session-strings'
import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { investorStartups } from '@app/sample-data/investor'
import { Button } from '@app/ui/components/button'
import { EmptyState } from '@app/ui/components/empty-state'
import { PageHeader } from '@app/ui/components/page-header'
import { pluralNoun } from '@app/ui/lib/plural'
import { SearchX } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { StartupCard } from '../../components/startup-card.tsx'
import { VibeScoreLegend } from '../../components/vibe-score-legend.tsx'
import { discoverStartups, SECTOR_LABELS } from '../../lib/discover.ts'
import { DiscoverControls } from './discover-controls.tsx'
import { discoverView } from './discover-view.ts'

const PAGE_SIZE = 6

export function DiscoverScreen() {
  const [view, updateView] = useUrlView(discoverView)
  const [saved, toggleSaved] = useSessionSet('investor-preview:saved-startups')

  // The saved set narrows the list only while "Saved" is on, so saving a card does not reset Load More otherwise.
  const onlyNames = view.saved ? saved : undefined
  const results = useMemo(
    () =>
      discoverStartups(investorStartups, {
        text: view.q,
        sector: view.sector,
        stage: view.stage,
        sort: view.sort,
        onlyNames,
      }),
    [view.q, view.sector, view.stage, view.sort, onlyNames],
  )
  const { visible, hasMore, loadMore, listRef, focusItem } = useScreenList(results, PAGE_SIZE, 'startups')
  // What takes the list's place when it is empty: where focus goes when the Saved view loses its last card.
  const emptyRef = useRef<HTMLDivElement>(null)

  const scope = [
    view.sector === 'all' ? null : SECTOR_LABELS[view.sector],
    view.stage === 'all' ? null : view.stage,
    view.saved ? 'saved' : null,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <>
      <PageHeader
        title="Discover"
        description={`${investorStartups.length} startups in your deal flow, scored daily on 100+ parameters.`}
      />

      <section aria-label="Search and filters" className="flex flex-col gap-4">
        <DiscoverControls view={view} updateView={updateView} savedCount={saved.size} />
        {/* The legend says what each band means, so it sits under the count until both fit on one row. */}
        <div className="flex flex-col gap-2 border-border border-t pt-4 xl:flex-row xl:items-center xl:justify-between">
          <p aria-live="polite" className="shrink-0 text-muted-foreground text-sm">
            Showing <span className="font-medium text-foreground tabular-nums">{visible.length}</span> of{' '}
            <span className="font-medium text-foreground tabular-nums">{results.length}</span>{' '}
            {pluralNoun(results.length, 'startup')}
            {scope ? ` (${scope})` : null}
          </p>
          <VibeScoreLegend />
        </div>
      </section>

      {results.length === 0 ? (
        <EmptyState
          ref={emptyRef}
          icon={SearchX}
          className="mt-6"
          title={view.saved && saved.size === 0 ? 'No saved startups yet' : 'No startups match your search'}
          description={
            view.saved && saved.size === 0
              ? 'Use the bookmark on a startup card to save it for later.'
              : 'Try another search term, sector or stage.'
          }
        >
          <Button
            variant="outline"
            onClick={() => {
              // The button goes away with the message it is in: focus moves to the first startup shown again.
              focusItem(0)
              updateView({ q: '', sector: 'all', stage: 'all', saved: false })
            }}
          >
            Clear search and filters
          </Button>
        </EmptyState>
      ) : (
        <section aria-labelledby="startups-heading" className="mt-6">
          {/* Names the cards' h3 headings under the page's h1 (heading order). */}
          <h2 id="startups-heading" className="sr-only">
            Startups
          </h2>
          {/* Columns (one on a phone) share the width whatever the cards hold, and a card may be narrower than its
              contents' widest line (min-w-0), so larger text wraps inside the cards instead of widening the page. */}
          <ul ref={listRef} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((startup, index) => (
              <li key={startup.name} className="flex [&>*]:min-w-0 [&>*]:flex-1">
                <StartupCard
                  startup={startup}
                  saved={saved.has(startup.name)}
                  onSavedChange={(isSaved) => {
                    // In the Saved view the card goes away with its bookmark: focus moves on to the card that
                    // takes its place, or to the message that takes the list's place.
                    if (view.saved && !isSaved) focusItem(index, emptyRef)
                    toggleSaved(startup.name, isSaved)
                  }}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" onClick={loadMore}>
                Load More Startups
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </>
  )
}
