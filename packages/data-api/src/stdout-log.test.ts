import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { printLine } from './stdout-log.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('printLine', () => {
  it('writes the lines of one turn of the event loop together, in order, at its end', async () => {
    const writes: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      writes.push(String(chunk))
      return true
    })
    printLine('[data-api] POST /rest/v1/a 201 1.0ms')
    printLine('[data-api] POST /rest/v1/b 201 1.0ms')
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    printLine('[data-api] GET /rest/v1/a 200 1.0ms')
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual([
      '[data-api] POST /rest/v1/a 201 1.0ms\n[data-api] POST /rest/v1/b 201 1.0ms\n',
      '[data-api] GET /rest/v1/a 200 1.0ms\n',
    ])
  })

  it('loses no line when the process exits in the same turn', () => {
    const fixture = fileURLToPath(new URL('../test/fixtures/print-then-exit.ts', import.meta.url))
    const output = execFileSync(process.execPath, ['--import', 'tsx', fixture], {
      cwd: new URL('..', import.meta.url),
      encoding: 'utf8',
    })
    expect(output).toBe('first\nlast\n')
  })
})
