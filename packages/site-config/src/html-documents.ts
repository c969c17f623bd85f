import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Every HTML document of a build folder, at any depth: what the marketing build rewrites and the gateway hashes
 * for its CSP. Node only, so it is a subpath of its own and never reaches a browser bundle through the index.
 */
export function htmlDocuments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
