import { test as base } from './fixtures.ts'
import { holdScripts, type ScriptGate, slowPhone } from './slow-phone.ts'

/**
 * `test` for the specs that act before the code: every test runs on the slow phone (4x CPU, slow 4G) with the
 * page's scripts held until it calls `scripts.release()`, and has 60 s, since the throttled CPU slows each step.
 */
export const test = base.extend<{ scripts: ScriptGate }>({
  scripts: [
    async ({ page }, use, testInfo) => {
      testInfo.setTimeout(60_000)
      await slowPhone(page)
      await use(await holdScripts(page))
    },
    { auto: true },
  ],
})

export { expect } from './fixtures.ts'
