import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { useScreenList } from '@app/preview-kit/client/use-screen-list'
import { useSessionSet } from '@app/preview-kit/client/use-session-strings'
import type { UrlViewUpdateOptions } from '@app/preview-kit/client/use-url-view'
import type { UrlView } from '@app/preview-kit/url-view'
import { founderSuggestedInvestors } from '@app/sample-data/founder'
import { Button } from '@app/ui/components/button'
import { EmptyState } from '@app/ui/components/empty-state'
import { Label } from '@app/ui/components/label'
import { NativeSelect } from '@app/ui/components/native-select'
import { SearchField } from '@app/ui/components/search-field'
import { pluralNoun } from '@app/ui/lib/plural'
import { Search, SlidersHorizontal } from 'lucide-react'
import { useId, useMemo, useRef } from 'react'
import type { connectView } from './connect-view.ts'
import { InvestorCard, investorCardRows } from './investor-card.tsx'
import { investorSortOptions, isInvestorSortKey, searchInvestors, sortInvestors } from './investor-list.ts'

const PAGE_SIZE = 6

type DiscoverInvestorsProps = {
  /** The screen's view: the search and the order are in the URL, as every filter of the previews is. */
  view: UrlView<typeof connectView>
  updateView: (patch: Partial<UrlView<typeof connectView>>, options?: UrlViewUpdateOptions) => void
}

export function DiscoverInvestors({ view, updateView }: DiscoverInvestorsProps) {
  const { q: query, sort: sortKey } = view
  const sortId = useId()

  const [saved, toggleSaved] = useSessionSet('founder-preview:saved-investors')
  const [passed, togglePassed, restorePassed] = useSessionSet('founder-preview:passed-investors')

  const investors = useMemo(
    () =>
      sortInvestors(
        searchInvestors(founderSuggestedInvestors, query).filter(
          (investor) => !passed.has(String(investor.id)),
        ),
        sortKey,
      ),
    [query, sortKey, passed],
  )
  const { visible, hasMore, loadMore, listRef, focusItem } = useScreenList(investors, PAGE_SIZE, 'investors')
  // What takes the list's place when it is empty: where focus goes when the last card shown is passed on.
  const emptyRef = useRef<HTMLDivElement>(null)

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search investors"
          className="flex-1"
          value={query}
          onChange={(event) => updateView({ q: event.target.value }, { replace: true })}
          placeholder="Name, fund, city or focus"
        />
        <div className="flex flex-wrap items-end gap-3">
          <PreviewOnlyButton action="Filter" variant="outline">
            <SlidersHorizontal aria-hidden="true" />
            Filter
          </PreviewOnlyButton>
          {/* Beside Filter while both fit (8rem for the menu), else on a row of its own. */}
          <div className="flex min-w-0 flex-[1_1_8rem] flex-col gap-1.5 sm:w-44 sm:flex-none">
            <Label htmlFor={sortId}>Sort by</Label>
            <NativeSelect
              id={sortId}
              value={sortKey}
              onChange={(event) => {
                if (isInvestorSortKey(event.target.value)) updateView({ sort: event.target.value })
              }}
            >
              {investorSortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p role="status" className="text-muted-foreground text-sm">
          Showing {visible.length} of {investors.length} {pluralNoun(investors.length, 'investor')} ·{' '}
          {saved.size} saved
          {passed.size > 0 ? ` · ${passed.size} passed` : null}
        </p>
        {passed.size > 0 ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              // The button goes away with its press: focus moves to the first investor of the list it restores.
              focusItem(0)
              restorePassed()
            }}
          >
            Show passed investors
          </Button>
        ) : null}
      </div>

      {investors.length === 0 ? (
        <EmptyState
          ref={emptyRef}
          icon={Search}
          // With no search, only passing on every investor empties the list: say so, not "match “”".
          title={query.trim() ? `No investors match “${query.trim()}”` : 'You passed on every investor'}
          description={
            query.trim()
              ? 'Try a name, a fund, a city or a focus area such as Fintech.'
              : 'Show passed investors to see them again.'
          }
        />
      ) : (
        // One column on a phone, as wide as the screen whatever the cards hold.
        <ul
          ref={listRef}
          aria-label="Investors"
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {visible.map((investor, index) => (
            <li key={investor.id} className={investorCardRows}>
              <InvestorCard
                investor={investor}
                saved={saved.has(String(investor.id))}
                onSavedChange={(isSaved) => toggleSaved(String(investor.id), isSaved)}
                onPass={() => {
                  // The card goes away with its buttons: focus moves on to the card that takes its place, or
                  // to the message that takes the list's place when it was the last one shown.
                  focusItem(index, emptyRef)
                  togglePassed(String(investor.id), true)
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {hasMore ? (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          Load More
        </Button>
      ) : null}
    </div>
  )
}
