import { HYDRATED_MARK, sizeBudgets } from '@app/site-config'
import { expect, test } from '../fixtures.ts'

// Bytes on the wire (gzip from the gateway, as Resource Timing reports them) of the scripts and stylesheets
// the first route loads: until the page has hydrated (what arrives once it is idle is not counted), or until
// the network is idle.
for (const budget of sizeBudgets) {
  test(`${budget.app} first route stays within its size budget`, async ({ page }, testInfo) => {
    await page.goto(budget.path, { waitUntil: budget.settle === 'networkidle' ? 'networkidle' : 'load' })
    const loaded = await page.evaluate(
      ({ mark, untilHydrated }) => {
        const cutoff = untilHydrated
          ? (performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN)
          : Number.POSITIVE_INFINITY
        const bytes = (extension: string) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.startTime < cutoff && new URL(entry.name).pathname.endsWith(extension))
            .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
        return { script: bytes('.js'), style: bytes('.css') }
      },
      { mark: HYDRATED_MARK, untilHydrated: budget.settle === 'hydrated' },
    )
    const scriptKb = Math.round((loaded.script / 1024) * 10) / 10
    const styleKb = Math.round((loaded.style / 1024) * 10) / 10
    const target = budget.targetScriptKb === undefined ? '' : `, target ${budget.targetScriptKb}`
    const summary = `${budget.app} ${budget.path}: JS ${scriptKb} KB gzip (max ${budget.maxScriptKb}${target}), CSS ${styleKb} KB gzip`
    testInfo.annotations.push({ type: 'size', description: summary })
    console.log(`[budget] ${summary}`)
    expect(scriptKb).toBeGreaterThan(0)
    expect(scriptKb).toBeLessThanOrEqual(budget.maxScriptKb)
    if (budget.maxStyleKb !== undefined) expect(styleKb).toBeLessThanOrEqual(budget.maxStyleKb)
  })
}
