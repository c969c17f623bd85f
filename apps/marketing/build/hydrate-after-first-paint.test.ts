import { DEFERRED_BOOTSTRAP_TYPE } from '@app/site-config'
import { describe, expect, it } from 'vitest'
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint'

const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");'

/** The shape React Router 8's <Scripts> prerenders (trimmed). */
const prerendered = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/></head><body><main>Page</main>',
  '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = 1;</script>',
  `<script type="module" async="">${bootstrap}</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('hydrateAfterFirstPaint', () => {
  const html = hydrateAfterFirstPaint(prerendered)

  it('leaves no module preload or module script for the browser to fetch before the first paint', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toContain('<script type="module"')
  })

  it('keeps the bootstrap text unchanged in an inert script, so its CSP hash still allows it', () => {
    expect(html).toContain(`<script type="${DEFERRED_BOOTSTRAP_TYPE}">${bootstrap}</script>`)
  })

  it('hands every preloaded module to the loader, which runs after the context script has set up', () => {
    const contextScript = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(contextScript.startsWith('window.__reactRouterContext = {"basename":"/"};')).toBe(true)
    expect(contextScript).toContain('["/assets/manifest-1.js","/assets/framework-1.js","/assets/root-1.js"]')
    expect(contextScript).toContain('first-contentful-paint')
  })

  it('keeps everything else as it was', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>')
    expect(html).toContain('<main>Page</main>')
    expect(html).toContain('<script>window.__reactRouterContext.streamController.close();</script></body>')
  })

  it.each([
    ['without module preloads', prerendered.replaceAll('<link rel="modulepreload"', '<link rel="preload"')],
    ['without the context script', prerendered.replace('window.__reactRouterContext = ', 'window.other = ')],
    ['without the bootstrap module', prerendered.replace('<script type="module" async="">', '<script>')],
    ['when it has already run', html],
  ])('fails the build for a document %s', (_, document) => {
    expect(() => hydrateAfterFirstPaint(document, 'index.html')).toThrow(
      /index\.html: React Router's <Scripts>/,
    )
  })
})
