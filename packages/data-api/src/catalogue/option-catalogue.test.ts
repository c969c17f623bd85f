import { describe, expect, it } from 'vitest'
import { holdsCurrentCatalogue, optionCatalogue, optionCatalogueMigration } from './option-catalogue.ts'

describe('optionCatalogueMigration', () => {
  it('writes the catalogue as one SQL string literal that reads back unchanged', () => {
    const literal = /return '((?:[^']|'')*)'::jsonb;/.exec(optionCatalogueMigration())?.[1]
    expect(JSON.parse(literal?.replaceAll("''", "'") ?? '')).toEqual(optionCatalogue())
  })

  it('lists all 13 survey_data fields', () => {
    expect(optionCatalogue().survey.fields).toHaveLength(13)
  })

  // `create or replace` resets every setting the statement does not name, so a function written without it
  // would lose the empty search_path the migrations gave it.
  it('writes a function that runs with an empty search_path', () => {
    expect(optionCatalogueMigration()).toMatch(/^parallel safe\nset search_path = ''\nreturn '/m)
  })
})

describe('holdsCurrentCatalogue', () => {
  const migration = optionCatalogueMigration()

  it('is true for what optionCatalogueMigration writes now', () => {
    expect(holdsCurrentCatalogue(migration)).toBe(true)
  })

  it('is true for an older template around the same catalogue, so the script writes no migration for it', () => {
    const withoutSearchPath = migration
      .replace("set search_path = ''\n", '')
      .replace(/^-- Like every.*\n/m, '')
    expect(withoutSearchPath).not.toBe(migration)
    expect(holdsCurrentCatalogue(withoutSearchPath)).toBe(true)
  })

  it('is false for another catalogue, or a file without one', () => {
    expect(holdsCurrentCatalogue(migration.replace('"founder"', '"cofounder"'))).toBe(false)
    expect(holdsCurrentCatalogue(migration.replace(/^return .*$/ms, ''))).toBe(false)
  })
})
