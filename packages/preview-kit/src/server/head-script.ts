/// <reference types="@app/page-runtime/inline-script" />
import type { ClientStateKeys } from '../client/client-state.tsx'
import type { HeadScript } from '../client/preview-head-scripts.tsx'
import { VIEW_PARAMS_ATTRIBUTE, VIEW_SESSION_KEYS_ATTRIBUTE } from '../contract.ts'
import code from '../inline/head-script.ts?inline-script'

/**
 * The inline <head> script of one prerendered page (rendered by `PreviewHeadScripts`): the same compiled script
 * on every page (one CSP hash), told by its attributes which view parameters and session lists this page's
 * screen reads (`keys`, collected by the prerender's first pass).
 */
export function headScript(keys: ClientStateKeys): HeadScript {
  const listed = (values: Set<string>) => (values.size > 0 ? [...values].sort().join(' ') : undefined)
  return {
    code,
    attributes: {
      [VIEW_PARAMS_ATTRIBUTE]: listed(keys.params),
      [VIEW_SESSION_KEYS_ATTRIBUTE]: listed(keys.sessionKeys),
    },
  }
}
