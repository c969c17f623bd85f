import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'
import { EXIT_USAGE } from './errors.ts'
import { resolveTarget } from './target.ts'

const resolve = (env: NodeJS.ProcessEnv, local = false) => resolveTarget(local, readEnv(env))

describe('resolveTarget', () => {
  it('reads the project URL and service key from the environment', () => {
    expect(
      resolve({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY }),
    ).toEqual({
      url: 'https://abc.supabase.co',
      key: LOCAL_SERVICE_ROLE_KEY,
      keySource: 'SUPABASE_SERVICE_ROLE_KEY',
    })
  })

  it.each([
    'https://abc.supabase.co/',
    'https://abc.supabase.co/rest/v1',
    'https://abc.supabase.co/rest/v1/',
  ])('accepts the URL copied as %s', (url) => {
    expect(resolve({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' }).url).toBe(
      'https://abc.supabase.co',
    )
  })

  it('uses the local Data API and demo service key with --local, whatever the environment says', () => {
    expect(
      resolve({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY }, true),
    ).toMatchObject({
      url: LOCAL_SUPABASE_URL,
      key: LOCAL_SERVICE_ROLE_KEY,
    })
  })

  it.each([
    { env: {}, message: 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set' },
    { env: { SUPABASE_URL: 'https://abc.supabase.co' }, message: 'SUPABASE_SERVICE_ROLE_KEY is not set' },
    {
      env: { SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x', SUPABASE_URL: '  ' },
      message: 'SUPABASE_URL is not set',
    },
    {
      env: { SUPABASE_URL: 'abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' },
      message: 'must be the project URL',
    },
    {
      env: { SUPABASE_URL: 'ftp://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' },
      message: 'must be the project URL',
    },
    {
      env: { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY },
      message: 'anon key',
    },
  ])('refuses $env with "$message"', ({ env, message }) => {
    expect(() => resolve(env)).toThrow(
      expect.objectContaining({ exitCode: EXIT_USAGE, message: expect.stringContaining(message) }),
    )
  })

  it('suggests --local when nothing is set', () => {
    expect(() => resolve({})).toThrow(/--local/)
  })
})
