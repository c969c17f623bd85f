import { createContext, useContext } from 'react'

/** The page's head script, built by the prerender for this page (server/head-script.ts); null in the browser. */
export const HeadScriptContext = createContext<string | null>(null)

/**
 * Every inline script of a preview page's <head>, in one element: the prerender builds it for the page
 * (`headScript`: early input held until hydration, and the screen hidden while this visit's view is not the
 * prerendered one) and only the prerender has its text, so none of that code is in the browser bundle. Put it
 * first in <head>: an inline script after a stylesheet would wait for that stylesheet.
 *
 * In the browser the element hydrates as it is (React leaves a script's markup alone) and is never rendered
 * again, as React Router's own `<Scripts />` does.
 */
export function PreviewHeadScripts() {
  const script = useContext(HeadScriptContext)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script, no visitor's text reaches it
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script ?? ' ' }} />
}
