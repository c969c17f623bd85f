import { describe, expect, it } from 'vitest'
import { randomFor } from './random.ts'

describe('randomFor', () => {
  it('repeats its sequence for the same seed, stream and index', () => {
    const draws = (seed: number, stream: number, index: number) => {
      const random = randomFor(seed, stream, index)
      return Array.from({ length: 5 }, () => random.next())
    }
    expect(draws(1, 1, 1)).toEqual(draws(1, 1, 1))
    expect(draws(1, 1, 1)).not.toEqual(draws(1, 1, 2))
    expect(draws(1, 1, 1)).not.toEqual(draws(1, 2, 1))
    expect(draws(1, 1, 1)).not.toEqual(draws(2, 1, 1))
  })

  it('draws floats in [0, 1) and integers within bounds', () => {
    const random = randomFor(2025, 0, 0)
    for (let draw = 0; draw < 1000; draw += 1) {
      const value = random.next()
      expect(value >= 0 && value < 1).toBe(true)
      const integer = random.integer(3, 5)
      expect([3, 4, 5]).toContain(integer)
    }
  })

  it('draws weighted keys in proportion to their weights', () => {
    const random = randomFor(2025, 0, 1)
    const counts = { a: 0, b: 0, never: 0 }
    for (let draw = 0; draw < 10_000; draw += 1) counts[random.weighted({ a: 3, b: 1, never: 0 })] += 1
    expect(counts.never).toBe(0)
    expect(counts.a / 10_000).toBeCloseTo(0.75, 1)
  })

  it('refuses to pick from nothing', () => {
    expect(() => randomFor(1, 1, 1).pick([])).toThrow()
  })
})
