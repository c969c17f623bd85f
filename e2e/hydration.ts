import { expect, type Locator } from '@playwright/test'
import { islandWaiting } from './slow-phone.ts'

/**
 * Acts on `control` as soon as it is painted, after checking that its island's code has not hydrated it yet,
 * so the test covers the gap between paint and hydration it is about (the input is held, then replayed).
 */
export async function actBeforeHydration(control: Locator, act: (control: Locator) => Promise<void>) {
  await control.waitFor()
  expect(await islandWaiting(control), 'the island had already hydrated: the early input went untested').toBe(
    true,
  )
  await act(control)
}
