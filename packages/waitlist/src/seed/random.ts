/** A deterministic source of randomness: the same seed always yields the same values. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** A key of `weights`, each drawn in proportion to its weight. */
  weighted<Key extends string>(weights: Readonly<Record<Key, number>>): Key
  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number
}

/** mulberry32: tiny and fast, with a full 2^32 period; plenty for demo data, never for secrets. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes the numbers into one well-spread 32-bit seed (murmur3's finaliser). */
function mix(...values: number[]): number {
  let hash = 0x9e3779b9
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x85ebca6b)
    hash ^= hash >>> 13
    hash = Math.imul(hash, 0xc2b2ae35)
    hash ^= hash >>> 16
  }
  return hash >>> 0
}

/**
 * The randomness of one seeded row. Each row draws from its own stream, so row 251 is the same whether it
 * was seeded in a run of 500 or as the first of `--start 251`.
 */
export function randomFor(seed: number, stream: number, index: number): Random {
  const next = mulberry32(mix(seed, stream, index))
  const random: Random = {
    next,
    chance: (probability) => next() < probability,
    pick(items) {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick() needs at least one item')
      return item
    },
    weighted(weights) {
      const entries = Object.entries(weights) as Array<[keyof typeof weights, number]>
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0)
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      const last = entries.at(-1)
      if (last === undefined) throw new Error('weighted() needs at least one weight')
      return last[0]
    },
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
  }
  return random
}
