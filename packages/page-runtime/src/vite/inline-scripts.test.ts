import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { inlineScripts } from './inline-scripts.ts'

describe('inlineScripts', () => {
  it('compiles a TypeScript module and what it imports into one minified classic script, as a string', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-script-'))
    writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting: string = 'hello from a module'\n")
    writeFileSync(
      path.join(dir, 'script.ts'),
      "import { greeting } from './greeting.ts'\n;(globalThis as { said?: string }).said = greeting\n",
    )
    writeFileSync(
      path.join(dir, 'main.ts'),
      "import code from './script.ts?inline-script'\nexport default code\n",
    )
    const result = await build({
      root: dir,
      logLevel: 'silent',
      plugins: [inlineScripts()],
      build: { write: false, ssr: path.join(dir, 'main.ts') },
    })
    const [output] = Array.isArray(result) ? result : [result]
    const chunk = (output as { output: { code: string }[] }).output[0]
    const code = (await import(`data:text/javascript,${encodeURIComponent(chunk?.code ?? '')}`))
      .default as string
    expect(code).not.toMatch(/\bimport\b|: string/)
    expect(code).not.toContain('\n')
    new Function(code)()
    expect((globalThis as { said?: string }).said).toBe('hello from a module')
  })
})
