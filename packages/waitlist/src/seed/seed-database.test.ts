import { describe, expect, it } from 'vitest'
import { DataApiError } from '../data-api-client.ts'
import { ROWS_PER_INSERT, seedDatabase, seedVisitorAddresses } from './seed-database.ts'

const progress = { rows: () => undefined, note: () => undefined }
const noReads = () => {
  throw new Error('not read')
}

describe('seedDatabase', () => {
  it(`sends ${ROWS_PER_INSERT} rows per insert, each insert from an address no other insert claims`, async () => {
    const inserts: Array<{ table: string; rows: number; address: string | undefined }> = []
    const client = {
      pages: noReads,
      insert: async (table: string, rows: readonly object[], options?: { forwardedFor?: string }) => {
        inserts.push({ table, rows: rows.length, address: options?.forwardedFor })
      },
    }
    await seedDatabase(client, { start: 1, websummit: 45, earlyAccess: 20, seed: 1 }, progress)
    expect(inserts.map(({ table, rows }) => `${table} ${rows}`)).toEqual([
      'websummit_registrations 20',
      'websummit_registrations 20',
      'websummit_registrations 5',
      'early_access_registrations 20',
    ])
    const addresses = inserts.map(({ address }) => address)
    expect(new Set(addresses).size).toBe(addresses.length)
    for (const address of addresses)
      expect(address).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::5eed$/)
  })

  // The rate limit counts an IPv6 client by its /64 network (the address's first four groups).
  it('gives every insert of a run, and of the next run, a /64 network of its own', () => {
    const networks = (next: () => string) =>
      Array.from({ length: 70_000 }, () => next().split('::')[0]?.split(':').slice(0, 4).join(':'))
    const both = [...networks(seedVisitorAddresses()), ...networks(seedVisitorAddresses())]
    expect(new Set(both).size).toBe(both.length)
  })

  it('says how to raise the insert rate limit when the database answers 429', async () => {
    let inserts = 0
    const client = {
      pages: noReads,
      insert: async () => {
        inserts += 1
        if (inserts > 1) throw new DataApiError('Too many registrations from this address.', 429, 'PT429')
      },
    }
    await expect(
      seedDatabase(client, { start: 1, websummit: 2500, earlyAccess: 0, seed: 1 }, progress),
    ).rejects.toThrow(
      /insert rate limit refused websummit_registrations after 20 seed rows.+max_inserts = 20/,
    )
  })
})
