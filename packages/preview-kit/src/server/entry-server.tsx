// Build-time only: React Router prerenders each page of a preview app with it (`ssr: false`, nothing serves
// it). The `browser` condition maps this subpath to nothing, so no browser bundle can reach it.
import { type EntryContext, ServerRouter } from 'react-router'
import { renderDocument } from './render-document.tsx'

/** A preview app's `entry.server`: the page at `request.url`, complete (no streaming placeholders). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // Each render reads the router's data stream to its end: each pass gets its own copy.
  const [first, final] = routerContext.serverHandoffStream?.tee() ?? []
  const html = await renderDocument(
    <ServerRouter context={{ ...routerContext, serverHandoffStream: first }} url={request.url} />,
    <ServerRouter context={{ ...routerContext, serverHandoffStream: final }} url={request.url} />,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status: responseStatusCode })
}
