import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every HTML document of a build folder, at any depth: the pages whose inline scripts the CSP allows by hash. */
export function htmlDocuments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
