import { FAILURE_LOG_PREFIX } from '@app/forms/failure-log'
import { EARLY_ACCESS_TABLE } from '@app/forms/rows'
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import { consoleErrors } from '../../console.ts'
import { expect, test, uniqueEmail } from '../../fixtures.ts'
import { contactFields, FAILURE_TOAST, fillEarlyAccess } from './form-page.ts'

for (const path of ['/get-early-access', '/get-early-access-websummit']) {
  test(`${path} carries a honeypot no visitor meets: not seen, not announced, not reached by Tab`, async ({
    page,
  }) => {
    await page.goto(path)
    const honeypot = page.locator('form input[name="website"]')
    await expect(honeypot).toHaveCount(1)
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).toHaveValue('')
    // Not in the accessibility tree: no textbox has its label's name. Exact, so that a real field whose name
    // holds the word (a "Company website") is not taken for it.
    await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveCount(0)
    // Inside a box clipped to at most one pixel: nothing a sighted visitor can see or click.
    const clip = await honeypot.evaluate((input) => {
      const box = input.parentElement?.getBoundingClientRect()
      const style = input.parentElement ? getComputedStyle(input.parentElement) : undefined
      return { width: box?.width, height: box?.height, overflow: style?.overflow }
    })
    expect(clip).toEqual({ width: 1, height: 1, overflow: 'hidden' })

    // A keyboard visitor tabs from the top of the page through every control and never lands on it. The page
    // records where focus lands, so each of the 120 presses is one round trip to the browser, not two.
    await page.evaluate(() => {
      const landed: string[] = []
      Object.assign(window, { landed })
      document.addEventListener('focusin', (event) => {
        const active = event.target instanceof Element ? event.target : null
        landed.push(active?.getAttribute('name') ?? active?.textContent?.trim().slice(0, 40) ?? '')
      })
    })
    for (let press = 0; press < 120; press += 1) await page.keyboard.press('Tab')
    const reached = new Set(await page.evaluate(() => (window as unknown as { landed: string[] }).landed))
    expect(reached).toContain('email')
    expect(reached).not.toContain('website')
  })
}

/**
 * Registers from `visitor`'s address as a script would, until the database's insert rate limit refuses, and
 * returns how many seconds are left of the limit's window (its Retry-After).
 */
async function floodUntilRefused(visitor: string): Promise<number> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const response = await fetch(`${LOCAL_SUPABASE_URL}/rest/v1/${EARLY_ACCESS_TABLE}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': visitor,
      },
      body: JSON.stringify({
        full_name: 'Flood Bot',
        email: uniqueEmail('flood'),
        role: null,
        checkbox_consent: true,
        created_at_gtm: new Date().toISOString(),
        user_agent: 'flood',
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        website: null,
      }),
    })
    if (response.status === 429) return Number(response.headers.get('Retry-After'))
    expect(response.status).toBe(201)
  }
  throw new Error('The database never refused the flood')
}

test('a flood from one address is refused by the database, and the form shows the generic failure and keeps every value', async ({
  page,
  visitor,
  dataApi,
}) => {
  // Someone at the visitor's address has been registering over and over. The limit counts per fixed window
  // (a minute), so the flood runs while the form's own request is held, just before it goes on: had it
  // run earlier, the form's request could land in the next window and pass. A refusal in the window's last
  // second is not enough either; the flood goes on into the next window and fills that one.
  let floodRefused = false
  await page.route(`${LOCAL_SUPABASE_URL}/rest/v1/${EARLY_ACCESS_TABLE}*`, async (route) => {
    if (route.request().method() === 'POST') {
      while ((await floodUntilRefused(visitor)) < 2);
      floodRefused = true
    }
    await route.continue()
  })

  const email = uniqueEmail('flooded')
  const errors = consoleErrors(page)
  await page.goto('/get-early-access')
  await fillEarlyAccess(page, email)
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()

  // The product has no text of its own for the database's 429: like any other database error it is this toast.
  await expect(page.getByText(FAILURE_TOAST)).toBeVisible()
  expect(floodRefused).toBe(true)
  expect(errors).toContain(`${FAILURE_LOG_PREFIX} PT429`)
  await expect(page).toHaveURL(/\/get-early-access$/)
  await expect(contactFields(page).email).toHaveValue(email)
  expect(await dataApi.rowsByEmail(EARLY_ACCESS_TABLE, email)).toHaveLength(0)
})
