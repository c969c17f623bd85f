import { EARLY_ACCESS_TABLE, type EarlyAccessRow, WEBSUMMIT_TABLE, type WebsummitRow } from '@app/forms/rows'
import { usageError } from './errors.ts'

const tableNames = [EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE] as const
export type TableName = (typeof tableNames)[number]

/** What `--table` accepts: short names, the table names themselves, or `all`. */
const tableAliases: Record<string, readonly TableName[]> = {
  all: tableNames,
  'early-access': [EARLY_ACCESS_TABLE],
  websummit: [WEBSUMMIT_TABLE],
  [EARLY_ACCESS_TABLE]: [EARLY_ACCESS_TABLE],
  [WEBSUMMIT_TABLE]: [WEBSUMMIT_TABLE],
}

export function parseTables(value: string): readonly TableName[] {
  const tables = tableAliases[value]
  if (tables === undefined) {
    throw usageError(`Unknown table "${value}". Use early-access, websummit or all.`)
  }
  return tables
}

/** Oldest first; the id breaks ties, since the rows of one array insert share their created_at. */
export const STABLE_ORDER = 'created_at.asc,id.asc'

/** Columns the database adds to what the forms insert. */
type ServerColumns = { id: number; created_at: string }

/** Every column of a table, in table order, when the table is empty and no row can tell. */
const columnsOf =
  <Row>() =>
  <const Columns extends readonly (keyof (Row & ServerColumns))[]>(
    columns: Columns &
      // Fails to compile when a column of the row type is missing from the list.
      (Exclude<keyof (Row & ServerColumns), Columns[number]> extends never ? unknown : never),
  ) =>
    columns as readonly string[]

const tracking = [
  'created_at_gtm',
  'user_agent',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const

export const emptyTableColumns: Record<TableName, readonly string[]> = {
  [EARLY_ACCESS_TABLE]: columnsOf<EarlyAccessRow>()([
    'id',
    'full_name',
    'email',
    'role',
    'checkbox_consent',
    ...tracking,
    'created_at',
    // The honeypot (always null), added after the tables were created.
    'website',
  ]),
  [WEBSUMMIT_TABLE]: columnsOf<WebsummitRow>()([
    'id',
    'full_name',
    'email',
    'startup_name',
    'checkbox_consent',
    'survey_data',
    ...tracking,
    'created_at',
    // The honeypot (always null), added after the tables were created.
    'website',
  ]),
}
