import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { builtDataApiOrigins } from './built-data-api.ts'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-data-api-'))
  made.push(dir)
  mkdirSync(path.join(dir, 'assets'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text)
  return dir
}

describe('builtDataApiOrigins', () => {
  it.each([
    [
      'a form bundle',
      { 'form-a1.js': 'const u="http://127.0.0.1:54394";fetch(u+"/rest/v1/t")' },
      ['http://127.0.0.1:54394'],
    ],
    [
      'two bundles naming two ports',
      { 'a.js': '"http://127.0.0.1:54321"', 'b.js': '"http://127.0.0.1:54394"' },
      ['http://127.0.0.1:54321', 'http://127.0.0.1:54394'],
    ],
    ['a hosted project only', { 'a.js': '"https://abcd.supabase.co"' }, []],
    ['a stylesheet is not read', { 'a.css': '/* http://127.0.0.1:1 */' }, []],
  ])('%s', (_case, files, expected) => {
    expect(builtDataApiOrigins(build(files))).toEqual(expected)
  })

  it('names nothing for a folder without assets', () => {
    expect(builtDataApiOrigins(path.join(tmpdir(), 'no-such-build'))).toEqual([])
  })
})
