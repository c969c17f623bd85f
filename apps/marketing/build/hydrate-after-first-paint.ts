import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFERRED_BOOTSTRAP_TYPE } from '@app/site-config'
import { htmlDocuments } from '@app/site-config/html-documents'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOTSTRAP_MODULE = '<script type="module" async="">'
const CONTEXT_SCRIPT = '<script>window.__reactRouterContext = '

/**
 * Starts once the first contentful paint is on screen (the paint-timing entry is only queued after the frame
 * is presented; browsers without paint timing use the next frame instead): preloads every module the page
 * hydrates with, all at once so there is no request waterfall, then runs the bootstrap module exactly as React
 * Router wrote it. The copy is an inline script with the same text, so the CSP hash of the inert original
 * allows it. A page opened in a background tab paints, and so hydrates, once it is shown.
 */
const loader = (hrefs: readonly string[]) => `;(() => {
  const hydrate = () => {
    for (const href of ${JSON.stringify(hrefs)}) {
      const preload = document.createElement("link")
      preload.rel = "modulepreload"
      preload.href = href
      document.head.append(preload)
    }
    const bootstrap = document.createElement("script")
    bootstrap.type = "module"
    bootstrap.textContent = document.querySelector('script[type="${DEFERRED_BOOTSTRAP_TYPE}"]').textContent
    document.head.append(bootstrap)
  }
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      hydrate()
    }).observe({ type: "paint", buffered: true })
  } else requestAnimationFrame(() => setTimeout(hydrate))
})()`

/**
 * Every page is prerendered, so its first paint needs the stylesheet, the font and the hero image — not the
 * ~130 KB of JavaScript that makes it interactive. React Router's <Scripts> starts fetching all of it at once
 * (module preloads in <head>, a module script in <body>), so on a slow connection the script shares the link
 * with what the first paint waits for. Rewritten here, the document fetches no script until it has painted,
 * then fetches and hydrates as before. React Router has no option for this, so the rewrite checks that its
 * output still has the shape this expects and fails the build otherwise.
 */
export function hydrateAfterFirstPaint(html: string, file = 'document'): string {
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const contextAt = html.indexOf(CONTEXT_SCRIPT)
  const bootstrapAt = html.indexOf(BOOTSTRAP_MODULE)
  if (hrefs.length === 0 || contextAt < 0 || bootstrapAt < contextAt)
    throw new Error(
      `${file}: React Router's <Scripts> output is not what hydrateAfterFirstPaint expects; update it.`,
    )
  const contextEnd = html.indexOf('</script>', contextAt)
  return (
    html.slice(0, contextEnd).replace(MODULE_PRELOAD, '') +
    loader(hrefs) +
    html.slice(contextEnd).replace(BOOTSTRAP_MODULE, `<script type="${DEFERRED_BOOTSTRAP_TYPE}">`)
  )
}

/** Applies {@link hydrateAfterFirstPaint} to every HTML document under `dir`. */
export async function hydrateAfterFirstPaintIn(dir: string): Promise<void> {
  await Promise.all(
    htmlDocuments(dir).map(async (file) =>
      writeFile(file, hydrateAfterFirstPaint(await readFile(file, 'utf8'), path.relative(dir, file))),
    ),
  )
}
