import { sizeBudgets } from '@app/site-config'
import { expect, test } from '../fixtures.ts'

// Bytes on the wire (gzip from the gateway, as Resource Timing reports them) of every script and stylesheet a
// first visit fetches until the network is quiet: marketing pages start their islands after the first paint
// and the carousel engine right after hydration, so all of that is counted.
for (const budget of sizeBudgets) {
  test(`${budget.app} ${budget.path} first visit stays within its size budget`, async ({
    page,
  }, testInfo) => {
    await page.goto(budget.path, { waitUntil: 'networkidle' })
    const loaded = await page.evaluate(() => {
      const bytes = (extension: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith(extension))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
      return { script: bytes('.js'), style: bytes('.css') }
    })
    const scriptKb = Math.round((loaded.script / 1024) * 10) / 10
    const styleKb = Math.round((loaded.style / 1024) * 10) / 10
    const summary = `${budget.app} ${budget.path}: JS ${scriptKb} KB gzip (max ${budget.maxScriptKb}), CSS ${styleKb} KB gzip`
    testInfo.annotations.push({ type: 'size', description: summary })
    console.log(`[budget] ${summary}`)
    expect(scriptKb).toBeLessThanOrEqual(budget.maxScriptKb)
    if (budget.maxStyleKb !== undefined) expect(styleKb).toBeLessThanOrEqual(budget.maxStyleKb)
  })
}
