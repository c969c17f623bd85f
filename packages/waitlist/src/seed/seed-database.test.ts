import { describe, expect, it } from 'vitest'
import { DataApiError } from '../data-api-client.ts'
import { batches, seedDatabase } from './seed-database.ts'

describe('batches', () => {
  it.each([
    { rows: 0, sizes: [] },
    { rows: 1, sizes: [1] },
    { rows: 1000, sizes: [1000] },
    { rows: 2500, sizes: [1000, 1000, 500] },
  ])('splits $rows small rows into $sizes', ({ rows, sizes }) => {
    const small = Array.from({ length: rows }, (_, id) => ({ id }))
    expect(batches(small).map((batch) => batch.length)).toEqual(sizes)
  })

  it('keeps a batch under about 512 KB of JSON, whatever the row count', () => {
    const big = Array.from({ length: 10 }, () => ({ text: 'x'.repeat(200 * 1024) }))
    const result = batches(big)
    expect(result.map((batch) => batch.length)).toEqual([2, 2, 2, 2, 2])
    expect(result.flat()).toEqual(big)
  })

  it('sends a row larger than the cap on its own', () => {
    expect(batches([{ text: 'x'.repeat(600 * 1024) }, { id: 1 }]).map((batch) => batch.length)).toEqual([
      1, 1,
    ])
  })
})

describe('seedDatabase', () => {
  it('says how to raise the insert rate limit when the database answers 429', async () => {
    let inserts = 0
    const client = {
      pages: () => {
        throw new Error('not read')
      },
      insert: async () => {
        inserts += 1
        if (inserts > 1) throw new DataApiError('Too many registrations from this address.', 429, 'PT429')
      },
    }
    const progress = { rows: () => undefined, note: () => undefined }
    await expect(
      seedDatabase(client, { start: 1, websummit: 2500, earlyAccess: 0, seed: 1 }, progress),
    ).rejects.toThrow(/insert rate limit refused websummit_registrations after .+ seed rows.+max_inserts/)
  })
})
