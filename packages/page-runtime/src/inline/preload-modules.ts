/**
 * Asks for every module at once (`<link rel="modulepreload">` in <head>), rather than one import after another
 * as a module script discovers them: on a slow connection the round trips add up.
 */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = href
    document.head.append(preload)
  }
}
