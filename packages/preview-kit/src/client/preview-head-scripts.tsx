import { createContext, useContext } from 'react'

/** The page's inline head script and its attributes (server/head-script.ts). */
export interface HeadScript {
  code: string
  attributes: Record<string, string | undefined>
}

/** Provided by the prerender for each page; null in the browser. */
export const HeadScriptContext = createContext<HeadScript | null>(null)

/**
 * Every inline script of a preview page's <head>, in one element: compiled from `inline/head-script.ts` and the
 * modules it imports (early input held until hydration, the screen hidden while this visit's view is not the
 * prerendered one, the app started once the page has painted, and one-off animations out of view held until
 * they come into view). Only the prerender has its text, so none of that code is in the browser bundle. Put it
 * first in <head>: an inline script after a stylesheet would wait for that stylesheet.
 *
 * In the browser the element hydrates as it is (React leaves a script's markup alone) and is never rendered
 * again, as React Router's own `<Scripts />` does.
 */
export function PreviewHeadScripts() {
  const script = useContext(HeadScriptContext)
  return (
    <script
      suppressHydrationWarning
      {...script?.attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own compiled script, no visitor's text reaches it
      dangerouslySetInnerHTML={{ __html: script?.code ?? ' ' }}
    />
  )
}
