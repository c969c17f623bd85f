import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './pglite-data-dir.ts'

let dataDir = ''
const lockFile = () => path.join(dataDir, 'data-api.lock')

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'data-api-lock-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

describe('lockDataDir', () => {
  it('claims a free folder and releases it', async () => {
    const release = await lockDataDir(dataDir)
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid))
    await release()
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow()
  })

  it('refuses a folder another running process holds', async () => {
    await writeFile(lockFile(), String(process.ppid))
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${process.ppid}`)
  })

  it('takes over the lock of a process that is gone', async () => {
    await writeFile(lockFile(), '999999999')
    await (await lockDataDir(dataDir))()
  })
})
