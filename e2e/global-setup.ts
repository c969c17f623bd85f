import { isLocalUrl, LOCAL_SUPABASE_URL, type MarketingEnvVariables } from '@app/site-config'

/** The e2e suite writes and reads rows: refuse to run against anything but a database on this machine. */
function assertLocalTarget(name: string, value: string | undefined): void {
  if (value && !isLocalUrl(value)) {
    throw new Error(
      `Refusing to run e2e tests: ${name} points at ${new URL(value).host}, not at a local database.`,
    )
  }
}

export default function globalSetup(): void {
  assertLocalTarget('DATABASE_URL', process.env.DATABASE_URL)
  const supabaseUrl = 'VITE_SUPABASE_URL' satisfies keyof MarketingEnvVariables
  assertLocalTarget(supabaseUrl, process.env[supabaseUrl])
  assertLocalTarget('the local Data API', LOCAL_SUPABASE_URL)
}
