import { buildEarlyAccessRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess } from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import { request, rowsWithEmail, targets, uniqueEmail } from './support.ts'

describe.each(targets)('concurrent registrations on $name', ({ url }) => {
  it('stores exactly one of 50 simultaneous registrations of one email and answers the other 49 with 409', async () => {
    const email = uniqueEmail('race')
    // Alternate the case too: the unique index is on lower(email).
    const rows = Array.from({ length: 50 }, (_, index) =>
      buildEarlyAccessRow(
        { ...validEarlyAccess, email: index % 2 ? email.toUpperCase() : email },
        testContext,
      ),
    )
    // Fifty visitors, each from an address of its own (request() sends one): the race is on the unique
    // index. From one address they would queue on that address's rate-limit counter row instead, and the
    // index would never see two inserts at once (rate-limit.test.ts floods one address).
    const responses = await Promise.all(
      rows.map((row) =>
        request(url, 'early_access_registrations', { method: 'POST', body: JSON.stringify(row) }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const conflicts = await Promise.all(
      responses.filter((response) => response.status === 409).map((response) => response.json()),
    )
    expect(new Set(conflicts.map((body) => body.code))).toEqual(new Set(['23505']))
    expect(
      (await rowsWithEmail(url, 'early_access_registrations', email)) +
        (await rowsWithEmail(url, 'early_access_registrations', email.toUpperCase())),
    ).toBe(1)
  })
})
