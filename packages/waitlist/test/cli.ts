import { Writable } from 'node:stream'
import { LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import { inject } from 'vitest'
import type { CliIo } from '../src/cli-io.ts'
import type { Fetch } from '../src/data-api-client.ts'
import { runCli } from '../src/run-cli.ts'
import './seeded.ts'

export const dataApiUrl = inject('dataApiUrl')

/** The environment of a team member pointing the tool at the test Data API. */
export const serviceEnv = { SUPABASE_URL: dataApiUrl, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY }

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs the CLI in-process, as the real entry point does, with captured output. */
export async function cli(
  args: string[],
  {
    env = serviceEnv,
    cwd = process.cwd(),
    fetch,
    stdout,
  }: { env?: NodeJS.ProcessEnv; cwd?: string; fetch?: Fetch; stdout?: Writable } = {},
): Promise<CliRun> {
  const output = { stdout: '', stderr: '' }
  const capture = (stream: 'stdout' | 'stderr') =>
    new Writable({
      write(chunk, _encoding, done) {
        output[stream] += String(chunk)
        done()
      },
    })
  const io: CliIo = {
    stdout: stdout ?? capture('stdout'),
    stderr: capture('stderr'),
    env,
    cwd,
    ...(fetch ? { fetch } : {}),
    now: () => new Date('2025-11-14T12:00:00Z'),
  }
  const code = await runCli(args, io)
  return { code, ...output }
}
