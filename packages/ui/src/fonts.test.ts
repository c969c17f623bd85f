import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')
const ranges = (list: string) => list.split(',').map((range) => range.trim())

describe('the subset Inter face', () => {
  const script = read('../scripts/subset-inter.sh')
  const theme = read('./theme.css')
  const face = theme.match(/@font-face \{[^}]*inter-site-wght-400-700\.woff2[^}]*\}/)?.[0] ?? ''

  it('is declared in the theme with the file the script writes', () => {
    expect(script).toContain('--output-file=src/fonts/inter-site-wght-400-700.woff2')
    expect(face).not.toBe('')
  })

  // A character in the range but not in the file would render in a system font; one in the file but not in the
  // range would fetch Fontsource's 48 KB face instead.
  it('covers exactly the characters the script keeps', () => {
    const kept = script.match(/SITE_CHARACTERS="([^"]+)"/)?.[1] ?? ''
    const declared = face.match(/unicode-range:([^;]+);/)?.[1] ?? ''
    expect(ranges(declared)).toEqual(ranges(kept))
    expect(ranges(kept)).toContain('U+0020-007E')
  })
})
