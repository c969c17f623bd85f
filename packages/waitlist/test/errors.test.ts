import { createServer } from 'node:net'
import { LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { cli, dataApiUrl } from './cli.ts'
import { signedJwt } from './sign-jwt.ts'

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('errors against the local Data API', () => {
  it.each([
    { command: 'export', args: ['export', '--table', 'websummit'] },
    { command: 'report', args: ['report'] },
  ])(
    '$command: a service key of another project is refused with a clear message',
    async ({ command, args }) => {
      const foreignKey = signedJwt(
        { role: 'service_role', iss: 'supabase' },
        'another-projects-jwt-secret-of-32-characters',
      )
      const run = await cli(args, {
        env: { SUPABASE_URL: dataApiUrl, SUPABASE_SERVICE_ROLE_KEY: foreignKey },
      })
      expect(run.code).toBe(1)
      expect(run.stderr).toBe(
        `waitlist ${command}: The Data API at ${dataApiUrl} refused the key. Check that SUPABASE_SERVICE_ROLE_KEY is ` +
          "this project's key (HTTP 401: JWT cryptographic operation failed)\n",
      )
      expect(run.stderr).not.toContain(foreignKey)
    },
  )

  it('an unreachable Data API is named, with the reason', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const run = await cli(['export', '--table', 'websummit'], {
      env: { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      new RegExp(
        `^waitlist export: Could not reach the Data API at ${url} \\(connect ECONNREFUSED .+\\)\\. Is it running\\?\\n$`,
      ),
    )
  })

  it('a URL that is not a Supabase project says the table was not found', async () => {
    const run = await cli(['report'], {
      env: {
        SUPABASE_URL: `${dataApiUrl}/somewhere-else`,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      },
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`websummit_registrations was not found at ${dataApiUrl}/somewhere-else`)
  })

  it('seeding rows that are already there says how to add more instead', async () => {
    const run = await cli(['seed', '--url', dataApiUrl, '--count', '1', '--early-access', '0'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('websummit_registrations already holds some of these seed rows')
    expect(run.stderr).toContain('pass --start with the next free number')
  })
})
