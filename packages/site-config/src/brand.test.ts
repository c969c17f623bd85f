import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appRoutes } from './apps.ts'
import { brandMarkSvg } from './brand.ts'

describe('the favicons', () => {
  it.each(appRoutes.map((app) => app.name))('apps/%s/public/favicon.svg is the brand mark', (name) => {
    const file = new URL(`../../../apps/${name}/public/favicon.svg`, import.meta.url)
    // Written by `pnpm --filter @app/marketing render-favicon`, which also renders the .ico and touch icon.
    expect(readFileSync(file, 'utf8')).toBe(brandMarkSvg())
  })
})
