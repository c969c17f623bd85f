// Node entry (build tools, gateway, Data API, tests): everything. Browser bundles get browser.ts instead.
export * from './apps.ts'
export * from './budgets.ts'
export * from './env-variables.ts'
export * from './local-build-env.ts'
export * from './local-supabase.ts'
export * from './marketing-paths.ts'
export * from './ports.ts'
export * from './security-headers.ts'
