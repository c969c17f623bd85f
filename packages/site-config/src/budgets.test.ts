import { describe, expect, it } from 'vitest'
import { sizeBudgets } from './budgets.ts'
import { marketingPaths } from './marketing-paths.ts'

describe('size budgets', () => {
  // A new page is measured from the day it is added: one with an island needs its own entry, one without goes in
  // linkOnlyPages (which gives it the no-script budget).
  it.each(marketingPaths)('holds %s to exactly one budget', (path) => {
    expect(sizeBudgets.filter((budget) => budget.path === path)).toHaveLength(1)
  })
})
