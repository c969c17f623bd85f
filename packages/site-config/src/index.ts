export * from './apps.ts'
export * from './ports.ts'
export * from './local-supabase.ts'
