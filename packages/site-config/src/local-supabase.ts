import { DATA_API_URL } from './ports.ts'

/**
 * The Supabase CLI's well-known local development credentials (public demo values printed by
 * `supabase start`). Using the same ones means the apps' local configuration works unchanged against
 * our own local Data API and against a real `supabase start`. Never use these for a hosted project.
 */
export const LOCAL_SUPABASE_URL = DATA_API_URL
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
