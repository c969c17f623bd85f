import type { AppName } from './apps.ts'

/**
 * Size budgets (gzip, as served) checked by the e2e suite in a real browser and reported in each app's README:
 * every script and stylesheet a first visit fetches until the network is quiet (lazy chunks included).
 * Marketing pages ship only their islands' code (apps/marketing/README.md): link-only pages none at all.
 */
export interface SizeBudget {
  app: AppName
  path: string
  maxScriptKb: number
  maxStyleKb?: number
}

/** Marketing pages made of links and text only: they ship no script at all. */
export const linkOnlyPages = ['/terms', '/privacy', '/cookies', '/vision', '/foundingteam', '/no-such-page']

export const sizeBudgets: readonly SizeBudget[] = [
  // React + React DOM (hydrateRoot) alone are ~67 KB gzip; the carousel engine (Embla) ~9 KB.
  { app: 'marketing', path: '/', maxScriptKb: 90, maxStyleKb: 25 },
  { app: 'marketing', path: '/pricing', maxScriptKb: 90, maxStyleKb: 25 },
  // The forms (TanStack Form, zod, the option catalogue) and supabase-js, preloaded as soon as the form is there.
  { app: 'marketing', path: '/get-early-access', maxScriptKb: 210, maxStyleKb: 25 },
  { app: 'marketing', path: '/get-early-access-websummit', maxScriptKb: 210, maxStyleKb: 25 },
  ...linkOnlyPages.map((path) => ({ app: 'marketing' as const, path, maxScriptKb: 1, maxStyleKb: 25 })),
  { app: 'founder-preview', path: '/founder/', maxScriptKb: 150 },
  { app: 'investor-preview', path: '/investor/', maxScriptKb: 150 },
]
