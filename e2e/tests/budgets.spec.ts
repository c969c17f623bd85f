import { sizeBudgets } from '@app/site-config'
import { expect, test } from '../fixtures.ts'

// Bytes on the wire (gzip from the gateway, as Resource Timing reports them) of every script and stylesheet a
// first visit fetches until the network is quiet with every island running: marketing pages start their islands
// after the first paint (the landing's carousel when it is first needed, at the latest 2.5 s after it) and the
// carousel engine right after hydration, so all of that is counted.
for (const budget of sizeBudgets) {
  test(`${budget.app} ${budget.path} first visit stays within its size budget`, async ({
    page,
  }, testInfo) => {
    await page.goto(budget.path, { waitUntil: 'networkidle' })
    await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0, { timeout: 15_000 })
    // Quiet again: no request completed over the last half second.
    let completed = -1
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
          const quiet = now === completed
          completed = now
          return quiet
        },
        { intervals: [500] },
      )
      .toBe(true)
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
