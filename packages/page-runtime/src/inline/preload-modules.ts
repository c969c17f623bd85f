/**
 * Asks for every module at once (`<link rel="modulepreload">` in <head>), rather than one import after another
 * as a module script discovers them: on a slow connection the round trips add up. `failed` runs for each one
 * that could not be fetched. Returns the links, for a caller that starts over to take them away.
 */
export function preloadModules(hrefs: readonly string[], failed?: () => void): HTMLLinkElement[] {
  return hrefs.map((href) => {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = href
    if (failed) preload.onerror = failed
    document.head.append(preload)
    return preload
  })
}
