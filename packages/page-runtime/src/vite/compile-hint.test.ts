import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, takesCompileHint } from './compile-hint.ts'

describe('the compile hint', () => {
  it.each([
    [
      'an entry (an island, React Router’s client entry, a screen)',
      { isEntry: true, isDynamicEntry: false },
      true,
    ],
    ['a chunk an entry imports (React DOM, shared code)', { isEntry: false, isDynamicEntry: false }, true],
    ['a chunk only a later import() loads', { isEntry: false, isDynamicEntry: true }, false],
  ])('%s: %j → %s', (_kind, chunk, hinted) => {
    expect(takesCompileHint(chunk)).toBe(hinted)
  })

  it('is the comment V8 reads on a file’s first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
  })
})
