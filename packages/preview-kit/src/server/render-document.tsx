import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { type ClientStateKeys, ClientStateKeysContext } from '../client/client-state.tsx'
import { HeadScriptContext } from '../client/preview-head-scripts.tsx'
import { headScript } from './head-script.ts'

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    onError(error: unknown) {
      throw error
    },
  })
  return new Response(prelude).text()
}

/**
 * Renders a preview page to HTML for prerendering, waiting for all of it. Twice (the same page, as two elements,
 * since a render consumes its router context's stream): the first pass collects what the page's screen reads
 * from the browser (its view parameters and session lists, see client-state.tsx); the second draws the page
 * with its head script built from them, which comes before the screen in the document.
 */
export async function renderDocument(firstPass: ReactNode, finalPass: ReactNode): Promise<string> {
  const keys: ClientStateKeys = { params: new Set(), sessionKeys: new Set() }
  await renderToHtml(<ClientStateKeysContext value={keys}>{firstPass}</ClientStateKeysContext>)
  return renderToHtml(<HeadScriptContext value={headScript(keys)}>{finalPass}</HeadScriptContext>)
}
