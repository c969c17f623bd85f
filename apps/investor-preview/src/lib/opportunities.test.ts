import { describe, expect, it } from 'vitest'
import { matchLabel } from './opportunities.ts'

describe('matchLabel', () => {
  it.each([
    [100, 'High Match'],
    [85, 'High Match'],
    [84, 'Medium Match'],
    [60, 'Medium Match'],
  ])('%i%% → %s', (match, label) => {
    expect(matchLabel(match)).toBe(label)
  })
})
