/**
 * One local Data API for the whole run, on a free port over a fresh PGlite folder, seeded once through the
 * CLI's own seed command with 10,000 survey rows (enough to page through) and a few early-access rows.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { startDataApi } from '@app/data-api'
import type { TestProject } from 'vitest/node'
import { runCli } from '../src/run-cli.ts'
import { SEEDED } from './seeded.ts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'waitlist-test-'))
  const api = await startDataApi({ port: 0, dataDir, log: () => undefined })
  const teardown = async () => {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    let errors = ''
    const code = await runCli(
      [
        'seed',
        '--url',
        api.url,
        '--count',
        String(SEEDED.websummit),
        '--early-access',
        String(SEEDED.earlyAccess),
        '--quiet',
      ],
      {
        stdout: process.stdout,
        stderr: new Writable({
          write(chunk, _encoding, done) {
            errors += String(chunk)
            done()
          },
        }),
        env: {},
        cwd: dataDir,
      },
    )
    if (code !== 0) throw new Error(`Seeding the test database failed:\n${errors}`)
    project.provide('dataApiUrl', api.url)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
