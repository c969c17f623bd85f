import { LOCAL_SUPABASE_URL } from '@app/site-config'
import { assertLocalTarget } from './local-only.ts'

export default function globalSetup(): void {
  assertLocalTarget('DATABASE_URL', process.env.DATABASE_URL)
  assertLocalTarget('VITE_SUPABASE_URL', process.env.VITE_SUPABASE_URL)
  assertLocalTarget('the local Data API', LOCAL_SUPABASE_URL)
}
