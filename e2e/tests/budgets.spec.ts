import { WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import { COMPILE_HINT } from '@app/page-runtime/vite'
import { sizeBudgets } from '@app/site-config'
import type { Page, Response } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { networkQuiet } from '../network-quiet.ts'

/** Script and style bytes on the wire (gzip, as Resource Timing reports them) fetched so far, in KB. */
async function loadedKb(page: Page) {
  const loaded = await page.evaluate(() => {
    const bytes = (extension: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(extension))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
    return { script: bytes('.js'), style: bytes('.css') }
  })
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  return { scriptKb: kb(loaded.script), styleKb: kb(loaded.style) }
}

// Bytes on the wire (gzip from the gateway, as Resource Timing reports them) of every script and stylesheet a
// first visit fetches until the network is quiet with every island running: marketing pages start their islands
// right after the first paint, so all of that is counted.
for (const budget of sizeBudgets) {
  test(`${budget.app} ${budget.path} first visit stays within its size budget`, async ({
    page,
  }, testInfo) => {
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response)
    })
    await page.goto(budget.path, { waitUntil: 'networkidle' })
    await expect(page.locator(WAITING_ISLAND_SELECTOR)).toHaveCount(0, { timeout: 15_000 })
    // Quiet again: no request completed over the last half second.
    await networkQuiet(page)
    // A marketing page's scripts all run as it starts, so each asks to be compiled as it streams in
    // (@app/page-runtime's compile-hint.ts). A preview also loads React Router's route manifest, which React
    // Router writes itself rather than bundles, and its toaster by a later import(), so neither carries it.
    if (budget.app === 'marketing')
      for (const script of scripts)
        expect((await script.text()).startsWith(COMPILE_HINT), script.url()).toBe(true)
    const { scriptKb, styleKb } = await loadedKb(page)
    const summary = `${budget.app} ${budget.path}: JS ${scriptKb} KB gzip (max ${budget.maxScriptKb}), CSS ${styleKb} KB gzip`
    testInfo.annotations.push({ type: 'size', description: summary })
    console.log(`[budget] ${summary}`)
    expect(scriptKb).toBeLessThanOrEqual(budget.maxScriptKb)
    if (budget.maxStyleKb !== undefined) expect(styleKb).toBeLessThanOrEqual(budget.maxStyleKb)
  })
}

for (const budget of sizeBudgets.filter((candidate) => candidate.maxScriptKbBySubmit !== undefined)) {
  test(`${budget.app} ${budget.path} stays within its size budget by the time a submit is sent`, async ({
    page,
  }, testInfo) => {
    await page.goto(budget.path, { waitUntil: 'networkidle' })
    await expect(page.locator(WAITING_ISLAND_SELECTOR)).toHaveCount(0, { timeout: 15_000 })
    // The visitor starts on the form (what loads the rest of the submit's code), then submits.
    await page.getByLabel('Full name').fill('Budget Visitor')
    await page.getByRole('button', { name: /Join the Waitlist/ }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await networkQuiet(page)
    const { scriptKb } = await loadedKb(page)
    const summary = `${budget.app} ${budget.path}: JS by submit ${scriptKb} KB gzip (max ${budget.maxScriptKbBySubmit})`
    testInfo.annotations.push({ type: 'size', description: summary })
    console.log(`[budget] ${summary}`)
    expect(scriptKb).toBeLessThanOrEqual(budget.maxScriptKbBySubmit ?? 0)
  })
}
