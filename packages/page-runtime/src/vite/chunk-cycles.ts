import type { Plugin } from 'vite'

interface ChunkImports {
  fileName: string
  /** The chunks this one imports statically (loaded and run before it). */
  imports: readonly string[]
}

/**
 * A chain of chunks that import each other, first file repeated at the end, or null. Where two chunks import
 * each other, one of them runs before the other has set up what it needs (in one build, a chunk read React's
 * `forwardRef` before React was set up, and the screen stayed blank), unless the bundler wraps every module
 * (`strictExecutionOrder`).
 */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string): string[] | null => {
    const start = path.indexOf(file)
    if (start !== -1) return [...path.slice(start), file]
    if (done.has(file)) return null
    path.push(file)
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    done.add(file)
    return null
  }
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName)
    if (cycle) return cycle
  }
  return null
}

/**
 * The build error for a cycle: the chunks, then `hint` when the build gave one. The chunk names alone do not say
 * what made them or what to change, so the app that splits its code says where that is decided.
 */
export function chunkCycleMessage(cycle: readonly string[], hint?: string): string {
  const message = `These chunks import each other, so one would run before the other: ${cycle.join(' → ')}`
  return hint ? `${message}\n${hint}` : message
}

/** Fails a build whose chunks import each other (see `findChunkCycle`), naming them, then `hint` if given. */
export function noChunkCycles({ hint }: { hint?: string } = {}): Plugin {
  return {
    name: 'page-runtime:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
      const cycle = findChunkCycle(chunks)
      if (cycle) this.error(chunkCycleMessage(cycle, hint))
    },
  }
}
