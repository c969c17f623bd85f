import { sizeBudgets } from '@app/site-config'
import type { Request } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Bytes on the wire (gzip from the gateway) of the scripts and stylesheets a first visit loads.
for (const budget of sizeBudgets) {
  test(`${budget.app} first route stays within its size budget`, async ({ page }, testInfo) => {
    const pending: Promise<{ type: string; bytes: number }>[] = []
    const count = (request: Request) => {
      const type = request.resourceType()
      if (type === 'script' || type === 'stylesheet') {
        pending.push(request.sizes().then((sizes) => ({ type, bytes: sizes.responseBodySize })))
      }
    }
    page.on('requestfinished', count)
    await page.goto(budget.path, { waitUntil: budget.settle })
    // What arrives later is not part of the first route (and must not be measured after the page closes).
    page.off('requestfinished', count)
    const loaded = await Promise.all(pending)
    const kb = (type: string) =>
      loaded.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0) / 1024
    const scriptKb = Math.round(kb('script') * 10) / 10
    const styleKb = Math.round(kb('stylesheet') * 10) / 10
    const target = budget.targetScriptKb === undefined ? '' : `, target ${budget.targetScriptKb}`
    const summary = `${budget.app} ${budget.path}: JS ${scriptKb} KB gzip (max ${budget.maxScriptKb}${target}), CSS ${styleKb} KB gzip`
    testInfo.annotations.push({ type: 'size', description: summary })
    console.log(`[budget] ${summary}`)
    expect(scriptKb).toBeGreaterThan(0)
    expect(scriptKb).toBeLessThanOrEqual(budget.maxScriptKb)
    if (budget.maxStyleKb !== undefined) expect(styleKb).toBeLessThanOrEqual(budget.maxStyleKb)
  })
}
