import type { Plugin } from 'vite'

/**
 * Chrome's explicit compile hint (V8's per-file magic comment, on by default since Chrome 136): the functions of a
 * file that starts with it are compiled as the file streams in, on a background thread, instead of one by one on
 * the main thread the first time each is called. Hydration calls a large share of the functions in React DOM and
 * in an island's or a screen's code, and compiling them lazily was about half of a form island's hydration on a
 * phone with a 4x slower CPU. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Whether a chunk gets the hint: every chunk a page loads as it starts, none that only a later `import()` loads. */
export const takesCompileHint = (chunk: { isDynamicEntry: boolean }) => !chunk.isDynamicEntry

/**
 * Puts the hint on the first line of each chunk a page loads as it starts, after everything else has written the
 * chunk (Vite's preload helper puts its own first line on chunks that import others later). Chunks only a later
 * `import()` loads (e.g. the Supabase client, on the visitor's first step into a form) are left lazy: a visit may
 * never call most of their functions.
 */
export function compileHint(): Plugin {
  return {
    name: 'page-runtime:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && takesCompileHint(file)) file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
