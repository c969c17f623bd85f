import { describe, expect, it } from 'vitest'
import { chunkCycleMessage, findChunkCycle } from './chunk-cycles.ts'

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports })

describe('findChunkCycle', () => {
  it.each([
    { case: 'no imports', chunks: [chunk('entry.js')], cycle: null },
    {
      case: 'a tree: the entry and a screen share one chunk',
      chunks: [
        chunk('entry.js', 'framework.js'),
        chunk('screen.js', 'shared.js', 'framework.js'),
        chunk('shared.js', 'framework.js'),
        chunk('framework.js'),
      ],
      cycle: null,
    },
    {
      case: 'two shared chunks importing each other',
      chunks: [
        chunk('entry.js', 'shared-a.js'),
        chunk('shared-a.js', 'shared-b.js'),
        chunk('shared-b.js', 'shared-a.js'),
      ],
      cycle: ['shared-a.js', 'shared-b.js', 'shared-a.js'],
    },
    {
      case: 'a longer loop',
      chunks: [chunk('a.js', 'b.js'), chunk('b.js', 'c.js'), chunk('c.js', 'a.js')],
      cycle: ['a.js', 'b.js', 'c.js', 'a.js'],
    },
  ])('$case', ({ chunks, cycle }) => {
    expect(findChunkCycle(chunks)).toEqual(cycle)
  })
})

describe('chunkCycleMessage', () => {
  const cycle = ['shared-a.js', 'shared-b.js', 'shared-a.js']

  it('names the chunks in order', () => {
    expect(chunkCycleMessage(cycle)).toBe(
      'These chunks import each other, so one would run before the other: shared-a.js → shared-b.js → shared-a.js',
    )
  })

  it("adds the build's hint on a line of its own", () => {
    expect(chunkCycleMessage(cycle, 'See the groups in vite.ts.').split('\n')).toEqual([
      chunkCycleMessage(cycle),
      'See the groups in vite.ts.',
    ])
  })
})
