import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes.ts'

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
