import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { startDataApi } from '../src/index.ts'

const saved = process.env.DATABASE_URL
afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = saved
})

it('uses an explicitly passed PGlite folder even when DATABASE_URL is set', async () => {
  // Nothing listens on port 1: were the environment used, opening the database would fail.
  process.env.DATABASE_URL = 'postgresql://nobody@127.0.0.1:1/nothing'
  const dataDir = await mkdtemp(path.join(tmpdir(), 'data-api-options-'))
  try {
    const api = await startDataApi({ port: 0, dataDir, log: () => undefined })
    const response = await fetch(`${api.url}/rest/v1/`)
    expect(response.status).toBeLessThan(500)
    await api.close()
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}, 60_000)
