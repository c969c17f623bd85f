import { founderResources } from '@app/sample-data/founder'
import { Button } from '@app/ui/components/button'
import { EmptyState } from '@app/ui/components/empty-state'
import { SearchField } from '@app/ui/components/search-field'
import { Toggle } from '@app/ui/components/toggle'
import { usePagedList } from '@app/ui/hooks/use-paged-list'
import { SearchX } from 'lucide-react'
import { useMemo, useState } from 'react'
import { ResourceCard } from './resource-card.tsx'
import {
  filterResources,
  type ResourceCategoryId,
  resourceCategories,
  resourceCategory,
} from './resource-filter.ts'

const PAGE_SIZE = 6

export function ResourceLibrary() {
  const [query, setQuery] = useState('')
  const [categoryId, setCategoryId] = useState<ResourceCategoryId>('all')

  const resources = useMemo(() => filterResources(founderResources, categoryId, query), [categoryId, query])
  const { visible, hasMore, loadMore } = usePagedList(resources, PAGE_SIZE)

  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-5">
      <h2 id="library-heading" className="font-semibold text-lg tracking-tight">
        Resource Library
      </h2>
      <SearchField
        label="Search resources"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Pitch decks, fundraising, pricing…"
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Category</legend>
        {resourceCategories.map((category) => (
          <Toggle
            key={category.id}
            variant="chip"
            size="sm"
            pressed={categoryId === category.id}
            onPressedChange={() => setCategoryId(category.id)}
          >
            {category.label}
          </Toggle>
        ))}
      </fieldset>

      <p role="status" className="text-muted-foreground text-sm">
        Showing {visible.length} of {resources.length} resources
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
        <ul aria-label="Resources" className="grid gap-4 sm:grid-cols-2">
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
