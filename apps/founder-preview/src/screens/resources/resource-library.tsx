import { useScreenList } from '@app/preview-kit/client/use-screen-list'
import { useUrlView } from '@app/preview-kit/client/use-url-view'
import { oneOf, text } from '@app/preview-kit/url-view'
import { founderResources } from '@app/sample-data/founder'
import { Button } from '@app/ui/components/button'
import { EmptyState } from '@app/ui/components/empty-state'
import { SearchField } from '@app/ui/components/search-field'
import { Toggle } from '@app/ui/components/toggle'
import { pluralNoun } from '@app/ui/lib/plural'
import { SearchX } from 'lucide-react'
import { useMemo } from 'react'
import { ResourceCard } from './resource-card.tsx'
import { filterResources, resourceCategories, resourceCategory } from './resource-filter.ts'

const PAGE_SIZE = 6

/** The library's view in the URL: `?category=videos&q=pitch`. */
const libraryView = {
  category: oneOf(
    resourceCategories.map((category) => category.id),
    'all',
  ),
  q: text(),
}

export function ResourceLibrary() {
  const [{ category: categoryId, q: query }, updateView] = useUrlView(libraryView)

  const resources = useMemo(() => filterResources(founderResources, categoryId, query), [categoryId, query])
  const { visible, hasMore, loadMore, listRef } = useScreenList(resources, PAGE_SIZE, 'resources')

  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-5">
      <h2 id="library-heading" className="font-semibold text-lg tracking-tight">
        Resource Library
      </h2>
      <SearchField
        label="Search resources"
        value={query}
        onChange={(event) => updateView({ q: event.target.value }, { replace: true })}
        placeholder="Pitch decks, fundraising…"
      />
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Category</legend>
        {resourceCategories.map((category) => (
          <Toggle
            key={category.id}
            variant="chip"
            size="sm"
            pressed={categoryId === category.id}
            onPressedChange={() => updateView({ category: category.id })}
          >
            {category.label}
          </Toggle>
        ))}
      </fieldset>

      <p role="status" className="text-muted-foreground text-sm">
        Showing {visible.length} of {resources.length} {pluralNoun(resources.length, 'resource')}
      </p>

      {resources.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No resources found"
          description={
            query.trim()
              ? `Nothing in ${resourceCategory(categoryId).label} matches “${query.trim()}”. Try another word or category.`
              : `There is nothing in ${resourceCategory(categoryId).label} yet.`
          }
        />
      ) : (
        <ul ref={listRef} aria-label="Resources" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {visible.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
      )}

      {hasMore ? (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          Load More Resources
        </Button>
      ) : null}
    </section>
  )
}
