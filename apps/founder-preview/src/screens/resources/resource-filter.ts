import type { Resource, ResourceType } from '@app/sample-data/types'
import { matchesText } from '@app/ui/lib/text-search'

/** The category chips of the Resources screen and the resource types each one shows. */
export const resourceCategories = [
  { id: 'all', label: 'All Resources', types: 'any' },
  { id: 'guides', label: 'Guides & Templates', types: ['template', 'guide'] },
  { id: 'videos', label: 'Videos', types: ['video'] },
  { id: 'articles', label: 'Articles', types: ['article'] },
  { id: 'tools', label: 'Tools', types: ['tool'] },
] as const satisfies readonly { id: string; label: string; types: 'any' | readonly ResourceType[] }[]

export type ResourceCategoryId = (typeof resourceCategories)[number]['id']

export function resourceCategory(id: ResourceCategoryId) {
  return resourceCategories.find((category) => category.id === id) ?? resourceCategories[0]
}

function fitsCategory(type: ResourceType, id: ResourceCategoryId): boolean {
  const { types } = resourceCategory(id)
  return types === 'any' || types.some((candidate) => candidate === type)
}

/**
 * A resource is shown when its type fits the category and the search text appears, case-insensitively, in its
 * title or description.
 */
export function filterResources(
  resources: readonly Resource[],
  categoryId: ResourceCategoryId,
  query: string,
): Resource[] {
  return resources.filter(
    (resource) =>
      fitsCategory(resource.type, categoryId) && matchesText(query, resource.title, resource.description),
  )
}
