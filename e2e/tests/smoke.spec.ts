import { appRoutes } from '@app/site-config'
import { expect, test } from '../fixtures.ts'
import { HYDRATED_PREVIEW_ROOT } from '../previews.ts'

// Each app opens through the one gateway origin and renders without console errors.
for (const app of appRoutes) {
  test(`${app.name} opens through the gateway at ${app.prefix}`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(app.prefix)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
    expect(errors).toEqual([])
  })
}

// A link cut short after its `%` cannot be decoded: the server refuses it (400), and the visitor still sees where
// they are, as at any other address with no page. (`%E0` is an escape nginx decodes, to a byte that is no text:
// nginx finds no page for it, 404; Node cannot decode it, 400.) So does an address too long to read (nginx reads
// 8 KB of it, 414; Node 16 KB of address and headers, 431).
for (const [path, statuses] of [
  ['/%', [400]],
  ['/%zz', [400]],
  ['/founder/%E0', [400, 404]],
  [`/${'a'.repeat(20_000)}`, [414, 431]],
] as const) {
  test(`${path.slice(0, 20)} gets the not-found page with the security headers`, async ({ request }) => {
    const response = await request.get(path)
    expect(statuses).toContain(response.status())
    expect(await response.text()).toContain('Oops! Page not found')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  })
}

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/definitely-not-a-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  // It answers any unknown address, so it names none as its own and stays out of search results.
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

// A page has one address. Its file's name, another case or a doubled slash would load a page the preview's
// router cannot match (a hydration error, then its 404 screen), so the host answers with the 404 page itself.
for (const [path, notFound] of [
  ['/pricing/index.html', 'Page not found | VibeScore'],
  ['/index.html', 'Page not found | VibeScore'],
  ['/FOUNDER', 'Page not found | VibeScore'],
  ['/pricing//', 'Page not found | VibeScore'],
  ['/founder//progress', 'Page not found · Founder Preview · VibeScore'],
  ['/founder/index.html', 'Page not found · Founder Preview · VibeScore'],
  ['/founder/progress/index.html', 'Page not found · Founder Preview · VibeScore'],
  ['/investor/index.html', 'Page not found · Investor Preview · VibeScore'],
  // A screen's path in other capitals: the router, as the host, matches case by case.
  ['/founder/Progress', 'Page not found · Founder Preview · VibeScore'],
  ['/investor/Discover?sector=Tech', 'Page not found · Investor Preview · VibeScore'],
  // An encoded slash: part of a screen's name to the router, so no screen's address.
  ['/pricing%2F', 'Page not found | VibeScore'],
  ['/founder/progress%2F', 'Page not found · Founder Preview · VibeScore'],
  ['/investor/discover%2f?sector=Tech', 'Page not found · Investor Preview · VibeScore'],
  // The not-found page's own prerendered address.
  ['/404', 'Page not found | VibeScore'],
  ['/founder/404', 'Page not found · Founder Preview · VibeScore'],
  ['/investor/404', 'Page not found · Investor Preview · VibeScore'],
  // An assets folder without its slash: no redirect to it, no page.
  ['/assets', 'Page not found | VibeScore'],
  ['/founder/assets', 'Page not found · Founder Preview · VibeScore'],
  ['/investor/assets', 'Page not found · Investor Preview · VibeScore'],
] as const) {
  test(`${path} gets the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(notFound)
    // A preview's 404 page is still the 404 once its app has taken over (its router and title agree).
    if (notFound.includes('Preview')) {
      await expect(page.locator(HYDRATED_PREVIEW_ROOT)).toBeAttached()
      await expect(page).toHaveTitle(notFound)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    }
  })
}

// The site only serves files, so any other method is refused by the host itself, and what a host answers on its
// own (a refused method, an address too long to read) carries the same security headers as a page.
test('a method other than GET or HEAD gets 405 with the security headers', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    for (const path of ['/pricing', '/founder/progress', '/investor']) {
      const response = await request.fetch(path, { method, maxRedirects: 0 })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers().allow).toBe('GET, HEAD')
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  }
})

test('an address too long to serve gets a 4xx with the security headers', async ({ request }) => {
  const response = await request.get(`/${'a'.repeat(9000)}`)
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

// A Range asks for part of what is at an address; an address with no page gets the whole 404 page all the same.
test('an unknown address asked for in part still gets the whole 404 page', async ({ request }) => {
  for (const path of ['/no-such-page', '/founder/no-such-screen', '/investor/no-such-screen']) {
    const response = await request.get(path, { headers: { Range: 'bytes=0-10' } })
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-range'], path).toBeUndefined()
    expect(await response.text(), path).toContain('Oops! Page not found')
  }
})
