import type { Resource, ResourceType } from '@app/sample-data/types'
import { describe, expect, it } from 'vitest'
import { filterResources, type ResourceCategoryId, resourceCategories } from './resource-filter.ts'

function resource(id: number, type: ResourceType, title: string, description: string): Resource {
  return { id, type, title, description, readTime: '5 min read', rating: 4.5 }
}

const library = [
  resource(1, 'template', 'Pitch Deck Template', 'Slides seed funds expect'),
  resource(2, 'guide', 'Product-Market Fit Guide', 'Retention curves and surveys'),
  resource(3, 'video', 'Unit Economics', 'CAC and LTV for your pitch'),
  resource(4, 'article', 'Why Activation Matters', 'Data from 140 startups'),
  resource(5, 'tool', 'Runway Calculator', 'Model burn in GBP'),
]

describe('resourceCategories', () => {
  it('offers the five category chips in order', () => {
    expect(resourceCategories.map((category) => category.label)).toEqual([
      'All Resources',
      'Guides & Templates',
      'Videos',
      'Articles',
      'Tools',
    ])
  })
})

describe('filterResources', () => {
  it.each<{ category: ResourceCategoryId; query: string; ids: number[] }>([
    { category: 'all', query: '', ids: [1, 2, 3, 4, 5] },
    { category: 'guides', query: '', ids: [1, 2] },
    { category: 'videos', query: '', ids: [3] },
    { category: 'articles', query: '', ids: [4] },
    { category: 'tools', query: '', ids: [5] },
    // Title or description, case-insensitive, trimmed.
    { category: 'all', query: 'pitch', ids: [1, 3] },
    { category: 'all', query: '  PITCH ', ids: [1, 3] },
    { category: 'all', query: 'retention', ids: [2] },
    { category: 'all', query: 'gbp', ids: [5] },
    // Both conditions must hold.
    { category: 'guides', query: 'pitch', ids: [1] },
    { category: 'videos', query: 'pitch', ids: [3] },
    { category: 'tools', query: 'pitch', ids: [] },
    // Other fields (type, read time) are not searched.
    { category: 'all', query: 'video', ids: [] },
    { category: 'all', query: 'min read', ids: [] },
    { category: 'all', query: 'blockchain', ids: [] },
  ])('$category + "$query" → $ids', ({ category, query, ids }) => {
    expect(filterResources(library, category, query).map((entry) => entry.id)).toEqual(ids)
  })
})
