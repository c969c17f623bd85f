import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
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

/** Which pages the builds hold, and when each was last written: what changes when an app is built again. */
function pagesFingerprint(dirs: readonly string[]): string {
  return dirs
    .flatMap((dir) => htmlDocuments(dir))
    .map((file) => {
      const { mtimeMs, size } = statSync(file)
      return `${file} ${mtimeMs} ${size}`
    })
    .join('\n')
}

/**
 * `inlineScriptHashes` kept up to date for a server that stays up while the apps are built again (`pnpm start`
 * in one terminal, `pnpm build:local` in another): each call returns the hashes of the pages as they are now.
 * With hashes read once at the start, a rebuilt page's new head script would be refused by the browser and the
 * page would show but never start, with nothing on screen to say why. The pages are looked at again at most
 * every `recheckMs` (a request for every asset would otherwise list and stat each page); while a build is
 * half-written (a folder missing, a page gone between listing and reading) the last complete hashes stay.
 */
export function liveInlineScriptHashes(
  dirs: readonly string[],
  { recheckMs = 500, now = Date.now }: { recheckMs?: number; now?: () => number } = {},
): () => readonly string[] {
  let hashes: readonly string[] = inlineScriptHashes(dirs)
  let fingerprint = pagesFingerprint(dirs)
  let checkedAt = now()
  return () => {
    const time = now()
    if (time - checkedAt < recheckMs) return hashes
    checkedAt = time
    try {
      const current = pagesFingerprint(dirs)
      if (current !== fingerprint) {
        hashes = inlineScriptHashes(dirs)
        fingerprint = current
      }
    } catch {
      // A build in progress: keep what was read last, and look again at the next check.
    }
    return hashes
  }
}
