import type { OptionCatalogue } from '../src/catalogue/option-catalogue.ts'

/** What the migrations left in a test database, read by the global setup (tests only reach the HTTP API). */
export interface SchemaFacts {
  catalogue: OptionCatalogue
  rowLevelSecurity: Array<{ table: string; enabled: boolean }>
  policies: Array<{ table: string; command: string; roles: string[] }>
  privileges: Array<{ role: string; table: string; privilege: string }>
  insertableColumns: Array<{ table: string; column: string }>
  /** Our functions (not an extension's) that take the caller's search_path, as `schema.name(arguments)`. */
  functionsWithoutFixedSearchPath: string[]
  migrationHistory: string[]
  /** What `migrate` applied when run a second time on the migrated database. */
  reapplied: string[]
}

/** One database the suite runs against, behind its own Data API. */
export interface DataApiTarget {
  name: string
  url: string
  facts: SchemaFacts
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataApiTargets: DataApiTarget[]
    /** Why the PostgreSQL server run is skipped, when it is. */
    postgresSkipReason: string | undefined
  }
}
