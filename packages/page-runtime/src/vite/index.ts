export { noChunkCycles } from './chunk-cycles.ts'
export { COMPILE_HINT, compileHint } from './compile-hint.ts'
export { inlineScripts } from './inline-scripts.ts'
export { ISLANDS_OUT_DIR, type IslandsOptions, islands, islandsBuildConfig } from './islands.ts'
