import type { UrlViewUpdateOptions } from '@app/preview-kit/client/use-url-view'
import type { UrlView } from '@app/preview-kit/url-view'
import { Button } from '@app/ui/components/button'
import { Label } from '@app/ui/components/label'
import { NativeSelect } from '@app/ui/components/native-select'
import { SearchField } from '@app/ui/components/search-field'
import { Toggle } from '@app/ui/components/toggle'
import { Bookmark, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { SectorChips } from '../../components/sector-chips.tsx'
import { isDiscoverSort, SORT_OPTIONS, STAGE_FILTERS } from '../../lib/discover.ts'
import type { discoverView } from './discover-view.ts'

type DiscoverViewState = UrlView<typeof discoverView>

type DiscoverControlsProps = {
  view: DiscoverViewState
  updateView: (patch: Partial<DiscoverViewState>, options?: UrlViewUpdateOptions) => void
  savedCount: number
}

/** Search, Filters (stage), Saved, Sort By and the sector chips; every choice is part of the URL. */
export function DiscoverControls({ view, updateView, savedCount }: DiscoverControlsProps) {
  // A link that filters by stage opens with the stage chips in view until the visitor toggles Filters. (The
  // view drawn before hydration is the default one, so the panel's state is read from each view, not kept from
  // the first.)
  const [filtersToggled, setFiltersToggled] = useState<boolean>()
  const filtersOpen = filtersToggled ?? view.stage !== 'all'
  const sortId = useId()
  const filtersId = useId()

  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          label="Search startups"
          hideLabel
          className="flex-1"
          inputClassName="h-11"
          value={view.q}
          onChange={(event) => updateView({ q: event.target.value }, { replace: true })}
          placeholder="Name, description or location"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
          <Button
            variant="outline"
            className="h-11"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersToggled(!filtersOpen)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {view.stage === 'all' ? null : (
              <span className="rounded-full bg-accent-600 px-1.5 text-white text-xs tabular-nums">1</span>
            )}
          </Button>
          <Toggle
            variant="outline"
            className="h-11"
            pressed={view.saved}
            onPressedChange={(saved) => updateView({ saved })}
          >
            <Bookmark aria-hidden="true" className={view.saved ? 'fill-current' : undefined} />
            Saved
            <span className="text-muted-foreground text-xs tabular-nums">{savedCount}</span>
          </Toggle>
          {/* A native select, as Connect's sort and the forms' role: it answers a tap before the screen's code has
              arrived, and a phone shows its own picker. */}
          <div className="col-span-2 flex items-center gap-2">
            <Label htmlFor={sortId} className="shrink-0 text-muted-foreground">
              Sort By
            </Label>
            <NativeSelect
              id={sortId}
              value={view.sort}
              onChange={(event) => {
                if (isDiscoverSort(event.target.value)) updateView({ sort: event.target.value })
              }}
              className="h-11"
              wrapperClassName="sm:w-auto"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <div id={filtersId} hidden={!filtersOpen} className="rounded-xl border border-border bg-card p-4">
        <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
          <legend className="float-left mr-1 font-medium text-foreground text-sm">Stage</legend>
          {STAGE_FILTERS.map((option) => (
            <Toggle
              key={option.value}
              variant="chip"
              size="sm"
              pressed={view.stage === option.value}
              onPressedChange={() => updateView({ stage: option.value })}
            >
              {option.label}
            </Toggle>
          ))}
        </fieldset>
      </div>

      <SectorChips value={view.sector} onChange={(sector) => updateView({ sector })} />
    </>
  )
}
