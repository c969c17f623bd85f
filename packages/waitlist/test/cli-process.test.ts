import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { serviceEnv } from './cli.ts'
import { SEEDED } from './seeded.ts'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url))

/** The real entry point in its own process, as `pnpm waitlist …` runs it. */
function waitlist(args: string[], env: NodeJS.ProcessEnv) {
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...inherited } = process.env
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      tsx,
      ['src/cli.ts', ...args],
      { cwd: packageRoot, env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

describe('the waitlist CLI process', () => {
  it('exports with the environment’s URL and key and exits 0', async () => {
    const run = await waitlist(['export', '--table', 'early-access', '--format', 'ndjson'], serviceEnv)
    expect(run.stderr).toBe(`Exported ${SEEDED.earlyAccess} rows of early_access_registrations to stdout\n`)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(SEEDED.earlyAccess)
  })

  it('exits 2 with a clear message when the environment is missing', async () => {
    const run = await waitlist(['report'], {})
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^waitlist report: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set\./)
  })
})
