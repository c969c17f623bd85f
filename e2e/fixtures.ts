import type { RegistrationTable } from '@app/forms/rows'
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import { test as base, expect } from '@playwright/test'

/** Reads stored rows through the local Data API with the service-role key (anon may only insert). */
export class DataApi {
  async rowsByEmail(table: RegistrationTable, email: string): Promise<Record<string, unknown>[]> {
    const url = `${LOCAL_SUPABASE_URL}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`
    const response = await fetch(url, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    })
    if (!response.ok) throw new Error(`Data API answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>[]
  }
}

/** A unique address per test so parallel tests and retries never collide on the unique email index. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * A client address of its own (IPv6 documentation range), in a /64 network of its own. The database rate-limits
 * anonymous inserts per client address, read from X-Forwarded-For (the Data API appends the connecting address,
 * as a proxy does), and counts an IPv6 client by its /64: every test is a visitor of its own, so parallel tests
 * never share one allowance.
 */
const group = () => Math.floor(Math.random() * 0x10000).toString(16)
const visitorAddress = () => `2001:db8:${group()}:${group()}::1`

export const test = base.extend<{ dataApi: DataApi; visitor: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
  visitor: async ({}, use) => {
    await use(visitorAddress())
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, visitor }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitor })
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
  dataApi: async ({}, use) => {
    await use(new DataApi())
  },
})

export { expect }
