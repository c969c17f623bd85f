import { DEFAULT_SEED } from '../src/seed/seed-rows.ts'

/** What the global setup seeds into the test database, once per run; the tests only read it. */
export const SEEDED = { websummit: 10_000, earlyAccess: 25, seed: DEFAULT_SEED } as const

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local Data API serving the seeded database. */
    dataApiUrl: string
  }
}
