import type { AppName, appRoutes } from './apps.ts'
import { EARLY_ACCESS_PATH, type MarketingPath } from './marketing-paths.ts'

type PreviewRoute = Exclude<(typeof appRoutes)[number], { name: 'marketing' }>

/** A path no app has a page at: how the suite measures the not-found page. */
const UNKNOWN_PATH = '/no-such-page'

/**
 * Where a budget is measured: a marketing page (or an unknown path, for the not-found page), or a preview's
 * index under its prefix from the route table. A renamed page fails to type-check here instead of measuring
 * the not-found page.
 */
export type BudgetPath = MarketingPath | typeof UNKNOWN_PATH | `${PreviewRoute['prefix']}/`

/**
 * Size budgets (gzip, as served) checked by the e2e suite in a real browser and reported in each app's README:
 * every script and stylesheet a first visit fetches until the network is quiet (lazy chunks included).
 * Marketing pages ship only their islands' code (apps/marketing/README.md): link-only pages none at all.
 */
export interface SizeBudget {
  app: AppName
  path: BudgetPath
  maxScriptKb: number
  maxStyleKb?: number
  /**
   * Forms: every script fetched by the time a submit is sent (the first visit's plus what loads when the
   * visitor starts on the form: the schemas, the Data API client, the toaster).
   */
  maxScriptKbBySubmit?: number
}

/** Marketing pages made of links and text only: they ship no script at all. */
export const linkOnlyPages: readonly (MarketingPath | typeof UNKNOWN_PATH)[] = [
  '/terms',
  '/privacy',
  '/cookies',
  '/vision',
  '/foundingteam',
  UNKNOWN_PATH,
]

export const sizeBudgets: readonly SizeBudget[] = [
  // The carousel is a script island: Embla and its autoplay plugin with the code that drives the prerendered
  // markup (~9.5 KB), no React.
  { app: 'marketing', path: '/', maxScriptKb: 15, maxStyleKb: 25 },
  // React + React DOM (hydrateRoot) alone are ~67 KB gzip; the FAQ (Radix Accordion) ~6 KB.
  { app: 'marketing', path: '/pricing', maxScriptKb: 90, maxStyleKb: 25 },
  // The forms (TanStack Form, the fields, the option catalogue); zod/mini schemas, the Data API client
  // (postgrest-js) and the toaster load when the visitor starts on the form.
  { app: 'marketing', path: EARLY_ACCESS_PATH, maxScriptKb: 110, maxStyleKb: 25, maxScriptKbBySubmit: 150 },
  {
    app: 'marketing',
    path: '/get-early-access-websummit',
    maxScriptKb: 110,
    maxStyleKb: 25,
    maxScriptKbBySubmit: 150,
  },
  // React + React DOM and the island that shows the registration's own words (the email, the challenge's note).
  { app: 'marketing', path: '/thank-you', maxScriptKb: 90, maxStyleKb: 25 },
  { app: 'marketing', path: '/thank-you-websummit', maxScriptKb: 90, maxStyleKb: 25 },
  ...linkOnlyPages.map((path) => ({ app: 'marketing' as const, path, maxScriptKb: 1, maxStyleKb: 25 })),
  { app: 'founder-preview', path: '/founder/', maxScriptKb: 150 },
  { app: 'investor-preview', path: '/investor/', maxScriptKb: 150 },
]
