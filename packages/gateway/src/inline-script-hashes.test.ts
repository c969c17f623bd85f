import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, liveInlineScriptHashes } from './inline-script-hashes.ts'

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`

it('hashes every non-empty inline script once, ignoring external scripts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-'))
  mkdirSync(path.join(dir, 'pricing'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<script>window.a=1</script><script src="/x.js"></script><script> </script>',
  )
  writeFileSync(
    path.join(dir, 'pricing', 'index.html'),
    '<script type="module">import "/y.js"</script><script>window.a=1</script>',
  )
  expect(inlineScriptHashes([dir])).toEqual([sha('window.a=1'), sha('import "/y.js"')].sort())
})

describe('liveInlineScriptHashes', () => {
  /** A build folder with one page, and a clock the test moves. */
  function setUp() {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-live-'))
    const page = path.join(dir, 'index.html')
    writeFileSync(page, '<script>window.build=1</script>')
    let time = 0
    const clock = { now: () => time, advance: (ms: number) => (time += ms) }
    return { dir, page, clock, hashes: liveInlineScriptHashes([dir], { recheckMs: 500, now: clock.now }) }
  }

  it('follows a page written again, once the recheck interval has passed', () => {
    const { page, clock, hashes } = setUp()
    expect(hashes()).toEqual([sha('window.build=1')])
    // A rebuild writes the page again, with a different head script (a bigger file, so its size changes too).
    writeFileSync(page, '<script>window.build=22</script>')
    clock.advance(499)
    expect(hashes()).toEqual([sha('window.build=1')])
    clock.advance(1)
    expect(hashes()).toEqual([sha('window.build=22')])
  })

  it('follows a page added by a rebuild', () => {
    const { dir, clock, hashes } = setUp()
    mkdirSync(path.join(dir, 'pricing'))
    writeFileSync(path.join(dir, 'pricing', 'index.html'), '<script>window.pricing=1</script>')
    clock.advance(500)
    expect(hashes()).toEqual([sha('window.build=1'), sha('window.pricing=1')].sort())
  })

  it('returns the same list while nothing changed, so the headers are not rebuilt', () => {
    const { clock, hashes } = setUp()
    const first = hashes()
    clock.advance(5000)
    expect(hashes()).toBe(first)
  })

  it('keeps the last hashes while a build has emptied its folder, and reads the new ones when it is back', () => {
    const { dir, page, clock, hashes } = setUp()
    rmSync(dir, { recursive: true })
    clock.advance(500)
    expect(hashes()).toEqual([sha('window.build=1')])
    mkdirSync(dir)
    writeFileSync(page, '<script>window.build=333</script>')
    clock.advance(500)
    expect(hashes()).toEqual([sha('window.build=333')])
  })
})
