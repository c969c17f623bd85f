export { inlineScripts } from './inline-scripts.ts'
export { ISLANDS_OUT_DIR, islands, islandsBuildConfig } from './islands.ts'
