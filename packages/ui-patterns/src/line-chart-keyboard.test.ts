import { describe, expect, it } from 'vitest'
import { periodAfterKey } from './line-chart-keyboard.ts'

describe('periodAfterKey', () => {
  it.each([
    ['ArrowRight', 2, 3],
    ['ArrowUp', 2, 3],
    ['ArrowLeft', 2, 1],
    ['ArrowDown', 2, 1],
    ['Home', 2, 0],
    ['End', 2, 4],
    ['Escape', 2, null],
  ] as const)('%s from period %i goes to %s', (key, from, to) => {
    expect(periodAfterKey(key, from, 5)).toBe(to)
  })

  it('stops at both ends', () => {
    expect(periodAfterKey('ArrowRight', 4, 5)).toBe(4)
    expect(periodAfterKey('ArrowLeft', 0, 5)).toBe(0)
  })

  it('starts from the first period going right and from the last going left', () => {
    expect(periodAfterKey('ArrowRight', null, 5)).toBe(0)
    expect(periodAfterKey('ArrowLeft', null, 5)).toBe(4)
  })

  it.each(['Tab', 'Enter', ' ', 'a'])('leaves %j to the page', (key) => {
    expect(periodAfterKey(key, 2, 5)).toBeUndefined()
  })

  it('has nothing to move through without periods', () => {
    expect(periodAfterKey('ArrowRight', null, 0)).toBeUndefined()
  })
})
