import { describe, expect, it } from 'vitest'
import { parsePreferences } from './prefer.ts'

describe('parsePreferences', () => {
  it('reads comma-separated preferences over several headers; the first of a kind wins', () => {
    expect(parsePreferences({ prefer: ['count=exact, return=representation', 'return=minimal'] })).toEqual({
      representation: true,
      exactCount: true,
      missingDefault: false,
      applied: ['return=representation', 'count=exact'],
    })
  })

  it('ignores what it does not honour', () => {
    expect(parsePreferences({ prefer: 'count=planned, tx=rollback, bogus' })).toEqual({
      representation: false,
      exactCount: false,
      missingDefault: false,
      applied: [],
    })
  })

  it('reads missing=default, which it does not apply', () => {
    expect(parsePreferences({ prefer: 'missing=default' })).toMatchObject({
      missingDefault: true,
      applied: [],
    })
    expect(parsePreferences({ prefer: 'missing=null, missing=default' })).toMatchObject({
      missingDefault: false,
      applied: ['missing=null'],
    })
  })

  it.each(['resolution=merge-duplicates', 'resolution=ignore-duplicates'])(
    'refuses an upsert (%s) rather than insert instead',
    (prefer) => {
      expect(() => parsePreferences({ prefer })).toThrow(
        expect.objectContaining({ status: 400, body: expect.objectContaining({ code: 'PGRST127' }) }),
      )
    },
  )

  it('refuses what it does not honour with handling=strict', () => {
    expect(() => parsePreferences({ prefer: 'handling=strict, count=planned' })).toThrow(
      expect.objectContaining({
        status: 400,
        body: expect.objectContaining({ code: 'PGRST122', details: 'Invalid preferences: count=planned' }),
      }),
    )
  })
})
