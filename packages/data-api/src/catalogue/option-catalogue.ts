import {
  EDGE_BLANK_CHARACTERS,
  EMAIL_PATTERN,
  limits,
  requiredSurveyLists,
  roleValues,
  surveyConditionals,
  surveyMultiChoice,
  surveyOtherFields,
  surveySingleChoice,
} from '@app/forms/options'

/**
 * What the database checks take from packages/forms, as the JSON that `private.option_catalogue()` returns:
 * the option catalogue, its limits, the survey's conditionals, what counts as white space at the ends, and the
 * email pattern the forms accept. The migrations never spell out an allowed value themselves.
 */
export function optionCatalogue() {
  const singleChoice = Object.fromEntries(
    Object.entries(surveySingleChoice).map(([field, options]) => [field, [...options]]),
  )
  const multiChoice = Object.fromEntries(
    Object.entries(surveyMultiChoice).map(([field, { options, otherField }]) => [
      field,
      { options: [...options], otherField },
    ]),
  )
  return {
    roles: [...roleValues],
    limits: { ...limits },
    emailPattern: EMAIL_PATTERN.source,
    edgeBlankCharacters: EDGE_BLANK_CHARACTERS,
    survey: {
      fields: [...Object.keys(singleChoice), ...Object.keys(multiChoice), ...surveyOtherFields],
      singleChoice,
      multiChoice,
      otherFields: [...surveyOtherFields],
      requiredLists: [...requiredSurveyLists],
      conditionals: surveyConditionals.map(({ field, shownWhen, requiredWhenShown }) => ({
        field,
        shownWhen: { ...shownWhen },
        requiredWhenShown,
      })),
    },
  }
}

export type OptionCatalogue = ReturnType<typeof optionCatalogue>

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`

/** The catalogue a catalogue migration's function returns, as its SQL string literal; undefined without one. */
const catalogueLiteral = (migration: string) => /^return ('(?:[^']|'')*')::jsonb;$/m.exec(migration)?.[1]

/**
 * Whether a migration written by `optionCatalogueMigration` returns the current catalogue. Only the catalogue
 * counts: a change to the rest of what it writes (comments, the function's settings) alone is no reason for a
 * new migration.
 */
export function holdsCurrentCatalogue(migration: string): boolean {
  const literal = catalogueLiteral(migration)
  return literal !== undefined && literal === catalogueLiteral(optionCatalogueMigration())
}

/** A migration that (re)defines `private.option_catalogue()` as the current catalogue. */
export function optionCatalogueMigration(): string {
  return `-- Generated from packages/forms/src/options.ts (and the email pattern of its zod schema) by
-- \`pnpm --filter @app/data-api catalogue:migration\`. Do not edit: after changing the catalogue, run that
-- script again; it writes a new migration that replaces this function, and the data-api tests fail until then.
-- Like every function of ours it runs with an empty search_path (20261127171000_functions_fixed_search_path.sql).

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.option_catalogue()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
return ${sqlString(JSON.stringify(optionCatalogue(), null, 2))}::jsonb;
`
}
