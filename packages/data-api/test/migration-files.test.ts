import { describe, expect, it } from 'vitest'
import { readMigrations } from '../src/database/migrate.ts'

const migrations = await readMigrations()
// Comments and string literals may say anything; the rules are about the SQL itself.
const code = (sql: string) => sql.replace(/--.*$/gm, '').replace(/'(?:[^']|'')*'/g, "''")

describe('supabase/migrations', () => {
  it('are named YYYYMMDDHHMMSS_name.sql with unique versions, in order', () => {
    const versions = migrations.map((migration) => migration.version)
    expect(new Set(versions).size).toBe(versions.length)
    expect([...versions].sort()).toEqual(versions)
  })

  it.each(migrations)('$version $name is lowercase SQL', ({ sql }) => {
    expect(code(sql)).not.toMatch(
      /\b(CREATE|ALTER|TABLE|SELECT|INSERT|UPDATE|DELETE|GRANT|REVOKE|POLICY|FUNCTION|NOT|NULL|AND|OR)\b/,
    )
  })

  it.each(migrations)('$version $name turns on row level security for every table it creates', ({ sql }) => {
    const created = [...code(sql).matchAll(/create table (\S+)/g)].map((match) => match[1])
    for (const table of created) expect(code(sql)).toContain(`alter table ${table} enable row level security`)
  })

  it.each(migrations)('$version $name gives every policy one operation and a role', ({ sql }) => {
    const policies = code(sql)
      .split(/(?=create policy)/)
      .filter((part) => part.startsWith('create policy'))
    for (const policy of policies)
      expect(policy).toMatch(/^create policy "[^"]+" on \S+\s+for (select|insert|update|delete) to \w+ /)
  })

  it('leave the Supabase roles themselves to Supabase (they are the data-api bootstrap)', () => {
    for (const { sql } of migrations) expect(code(sql)).not.toMatch(/create role/)
  })
})
