import { Writable } from 'node:stream'
import { LOCAL_ANON_KEY } from '@app/site-config'
import { describe, expect, it, vi } from 'vitest'
import type { CliIo } from './cli-io.ts'
import { runCli } from './run-cli.ts'

/** Runs the CLI with captured output and a fetch that must not be called (everything here fails first). */
async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = ''
  let stderr = ''
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        write(String(chunk))
        done()
      },
    })
  const fetch = vi.fn<NonNullable<CliIo['fetch']>>()
  const io: CliIo = {
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    env,
    cwd: '/tmp',
    fetch,
  }
  const code = await runCli(args, io)
  return { code, stdout, stderr, requests: fetch.mock.calls.length }
}

describe('runCli', () => {
  it('lists the commands for --help and exits 0', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/Usage: waitlist <command>/)
    expect(stdout).toMatch(/export +write the waitlist tables/)
    expect(stdout).toMatch(/report +build the "Top Founder Challenges 2025" report/)
    expect(stdout).toMatch(/seed +fill the local database/)
  })

  it('prints the usage on stderr and exits 2 without a command', async () => {
    const { code, stderr } = await run([])
    expect(code).toBe(2)
    expect(stderr).toMatch(/Usage: waitlist <command>/)
  })

  it.each(['export', 'report', 'seed'])('%s --help documents its options and exits 0', async (command) => {
    const { code, stdout, requests } = await run([command, '--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(new RegExp(`^Usage: waitlist ${command} \\[options\\]`))
    expect(stdout).toContain('-h, --help')
    expect(requests).toBe(0)
  })

  it.each([
    { args: ['import'], message: 'unknown command "import"' },
    { args: ['export', '--tabel', 'websummit'], message: "Unknown option '--tabel'" },
    { args: ['export', 'websummit'], message: 'Unexpected argument' },
    { args: ['export', '--local', '--table', 'users'], message: 'Unknown table "users"' },
    { args: ['export', '--local', '--format', 'xml'], message: 'Unknown format "xml"' },
    {
      args: ['export', '--local', '--page-size', '0'],
      message: '--page-size must be a whole number from 1 to 10,000',
    },
    { args: ['export', '--local', '--page-size', '1e3'], message: '--page-size must be a whole number' },
    { args: ['report', '--local', '--page-size', '20000'], message: '--page-size must be a whole number' },
    {
      args: ['export', '--local', '--out', 'all.csv'],
      message: '--out all.csv names one file, but all tables are exported',
    },
    { args: ['seed', '--count=-5'], message: '--count must be a whole number from 0 to 1,000,000' },
    { args: ['seed', '--count', 'many'], message: '--count must be a whole number' },
    {
      args: ['seed', '--url', 'https://abc.supabase.co'],
      message: 'a local Data API only; abc.supabase.co is not local',
    },
    { args: ['seed', '--url', 'not a url'], message: '--url must be a URL' },
  ])('refuses $args with exit 2: $message', async ({ args, message }) => {
    const { code, stderr, requests } = await run(args)
    expect(code).toBe(2)
    expect(stderr).toContain(message)
    expect(requests).toBe(0)
  })

  it.each(['export', 'report'])(
    '%s explains the missing environment and exits 2 before any request',
    async (command) => {
      const { code, stderr, requests } = await run([command])
      expect(code).toBe(2)
      expect(stderr).toBe(
        `waitlist ${command}: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set. Set SUPABASE_URL to the ` +
          'Supabase project URL and SUPABASE_SERVICE_ROLE_KEY to its secret (service_role) key, or pass --local to ' +
          'use the local Data API.\n',
      )
      expect(requests).toBe(0)
    },
  )

  it.each(['export', 'report'])('%s refuses the anon key before any request', async (command) => {
    const env = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY }
    const { code, stderr, requests } = await run([command], env)
    expect(code).toBe(2)
    expect(stderr).toContain('SUPABASE_SERVICE_ROLE_KEY holds the anon key')
    expect(stderr).not.toContain(LOCAL_ANON_KEY)
    expect(requests).toBe(0)
  })

  it('refuses to write two tables as CSV into one stream', async () => {
    const { code, stderr } = await run(['export', '--local'])
    expect(code).toBe(2)
    expect(stderr).toContain('CSV holds one table per file')
  })
})
