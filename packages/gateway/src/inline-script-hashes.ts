import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * The CSP hashes (`sha256-…`) of every inline script in the built HTML under `dirs`, so the policy can allow
 * exactly the prerendered bootstrap scripts and nothing else.
 */
export function inlineScriptHashes(dirs: readonly string[]): string[] {
  const hashes = new Set<string>()
  for (const dir of dirs) {
    for (const file of htmlFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
        const body = match[1] ?? ''
        if (body.trim() === '') continue
        hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
      }
    }
  }
  return [...hashes].sort()
}
