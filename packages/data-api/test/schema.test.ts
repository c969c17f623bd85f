import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { testContext, validEarlyAccess, validWebsummit } from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import { optionCatalogue } from '../src/catalogue/option-catalogue.ts'
import { readMigrations } from '../src/database/migrate.ts'
import { postgresSkipReason, targets } from './support.ts'

describe.each(targets)('migrations on $name', ({ facts }) => {
  it('derive every allowed value and limit from the forms catalogue', () => {
    expect(
      facts.catalogue,
      'private.option_catalogue() differs from packages/forms: run `pnpm --filter @app/data-api catalogue:migration`',
    ).toEqual(optionCatalogue())
  })

  it('turn row level security on for both registration tables', () => {
    expect(facts.rowLevelSecurity).toEqual([
      { table: 'early_access_registrations', enabled: true },
      { table: 'websummit_registrations', enabled: true },
    ])
  })

  it('have one policy per operation and role: visitors insert, the service role reads', () => {
    expect(facts.policies).toEqual([
      { table: 'early_access_registrations', command: 'INSERT', roles: ['anon'] },
      { table: 'early_access_registrations', command: 'SELECT', roles: ['service_role'] },
      { table: 'websummit_registrations', command: 'INSERT', roles: ['anon'] },
      { table: 'websummit_registrations', command: 'SELECT', roles: ['service_role'] },
    ])
  })

  it('grant no table-wide privilege but SELECT to the service role', () => {
    expect(facts.privileges).toEqual([
      { role: 'service_role', table: 'early_access_registrations', privilege: 'SELECT' },
      { role: 'service_role', table: 'websummit_registrations', privilege: 'SELECT' },
    ])
  })

  it('let visitors insert exactly the columns the forms can send, never id or created_at', () => {
    const insertable = (table: string) =>
      facts.insertableColumns.filter((column) => column.table === table).map((column) => column.column)
    // A filled honeypot (a bot's row) is the one way the forms send every column.
    const filled = { website: 'https://spam.example' }
    expect(insertable('early_access_registrations').sort()).toEqual(
      Object.keys(buildEarlyAccessRow({ ...validEarlyAccess, ...filled }, testContext)).sort(),
    )
    expect(insertable('websummit_registrations').sort()).toEqual(
      Object.keys(buildWebsummitRow({ ...validWebsummit, ...filled }, testContext)).sort(),
    )
  })

  it('give every function of ours a fixed search_path', () => {
    expect(
      facts.functionsWithoutFixedSearchPath,
      "these functions look names up in their caller's search_path: add `set search_path = ''` to them",
    ).toEqual([])
  })

  it('record each migration once, and apply nothing when run again', async () => {
    expect(facts.migrationHistory).toEqual((await readMigrations()).map((migration) => migration.version))
    expect(facts.reapplied).toEqual([])
  })
})

if (postgresSkipReason) {
  const reason = postgresSkipReason
  describe('migrations on a PostgreSQL server', () => {
    it.skip(reason, () => undefined)
  })
}
