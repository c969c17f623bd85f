// Debian's Chromium builds the e2e suite runs in where Playwright cannot download its own (as on this
// project's CI), in the order it picks them, with the package that installs each. The headless shell comes
// first: Playwright's own headless tests run in such a build (same Blink, no full browser around it).
export const DEBIAN_FULL_CHROMIUM = '/usr/bin/chromium'
export const DEBIAN_CHROMIUM_BUILDS = ['/usr/bin/chromium-headless-shell', DEBIAN_FULL_CHROMIUM]
export const DEBIAN_CHROMIUM_PACKAGES = ['chromium-headless-shell', 'fonts-liberation']
