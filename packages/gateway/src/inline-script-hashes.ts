import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { htmlDocuments } from './html-documents.ts'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The CSP hashes (`sha256-…`) of every inline script in the built HTML under `dirs`, so the policy can allow
 * exactly the prerendered bootstrap scripts and nothing else.
 */
export function inlineScriptHashes(dirs: readonly string[]): string[] {
  const hashes = new Set<string>()
  for (const dir of dirs) {
    for (const file of htmlDocuments(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
        const body = match[1] ?? ''
        if (body.trim() === '') continue
        hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
      }
    }
  }
  return [...hashes].sort()
}
