import { describe, expect, it } from 'vitest'
import { optionCatalogue, optionCatalogueMigration } from './option-catalogue.ts'

describe('optionCatalogueMigration', () => {
  it('writes the catalogue as one SQL string literal that reads back unchanged', () => {
    const literal = /return '((?:[^']|'')*)'::jsonb;/.exec(optionCatalogueMigration())?.[1]
    expect(JSON.parse(literal?.replaceAll("''", "'") ?? '')).toEqual(optionCatalogue())
  })

  it('lists all 13 survey_data fields', () => {
    expect(optionCatalogue().survey.fields).toHaveLength(13)
  })
})
