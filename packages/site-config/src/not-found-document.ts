import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { NOT_FOUND_DOCUMENT, NOT_FOUND_PRERENDER_PATH } from './marketing-paths.ts'

/**
 * After prerendering: moves an app's not-found page (prerendered at NOT_FOUND_PRERENDER_PATH) to
 * NOT_FOUND_DOCUMENT in its client build folder, which static hosts and our gateway answer unknown paths with,
 * status 404. Its own folder goes: served there, `/404` would be a page answering 200. Node only (a build step),
 * so it is a subpath of its own and never reaches a browser bundle through the index.
 */
export async function moveNotFoundDocument(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH)
  await rename(path.join(notFoundDir, 'index.html'), path.join(clientDir, NOT_FOUND_DOCUMENT))
  await rm(notFoundDir, { recursive: true })
}
