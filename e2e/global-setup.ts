import { LOCAL_SUPABASE_URL, type MarketingEnvVariables } from '@app/site-config'
import { assertLocalTarget } from './local-only.ts'

export default function globalSetup(): void {
  assertLocalTarget('DATABASE_URL', process.env.DATABASE_URL)
  const supabaseUrl = 'VITE_SUPABASE_URL' satisfies keyof MarketingEnvVariables
  assertLocalTarget(supabaseUrl, process.env[supabaseUrl])
  assertLocalTarget('the local Data API', LOCAL_SUPABASE_URL)
}
