/**
 * What browser code may import from this package: the route table, the marketing paths and how Supabase's key
 * formats are told apart. Bundlers that resolve the `browser` condition (every Vite client build) get this entry
 * instead of `index.ts`, so ports, local keys, security headers and file-system helpers cannot reach a browser
 * bundle: importing one fails the build instead of shipping it.
 */
export * from './apps.ts'
export type * from './env-variables.ts'
export * from './marketing-paths.ts'
export * from './supabase-keys.ts'
