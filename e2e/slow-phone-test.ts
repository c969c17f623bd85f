import { test as base } from './fixtures.ts'
import { holdScripts, type RequestGate, slowCpu, slowNetwork } from './slow-phone.ts'

/** When the phone's 4x slower CPU starts to apply (see `slowCpu` for what it costs the machine running it). */
export type SlowCpuFrom = 'the start' | 'the release of the code'

/**
 * `test` for the specs that act before the code: every test runs on the slow phone (slow 4G, 4x CPU) with the
 * page's scripts held until it calls `scripts.release()`, and has 60 s, since the throttled CPU slows each step.
 *
 * The CPU slowdown starts when the test releases the code, by default: while the code is held, the page only
 * paints and its native controls and inline script answer, which they do whatever the CPU's speed; from the
 * release on, the download, the 4x slower start and hydration of the code and the replay of held input are what
 * the phone's speed decides. A test that never releases the code (a page working with no code at all) runs
 * slowed from the start: `test.use({ slowCpuFrom: 'the start' })`.
 */
export const test = base.extend<{ scripts: RequestGate; slowCpuFrom: SlowCpuFrom }>({
  slowCpuFrom: ['the release of the code', { option: true }],
  scripts: [
    async ({ page, slowCpuFrom }, use, testInfo) => {
      testInfo.setTimeout(60_000)
      await slowNetwork(page)
      if (slowCpuFrom === 'the start') await slowCpu(page)
      await use(
        await holdScripts(page, async () => {
          if (slowCpuFrom === 'the release of the code') await slowCpu(page)
        }),
      )
    },
    { auto: true },
  ],
})

export { expect } from './fixtures.ts'
