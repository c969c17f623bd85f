import { expect, test } from '@playwright/test'

// Issue 14 §6: each preview route's HTML, as the server sends it, names the screen (title, description, Open
// Graph, Twitter card), and without JavaScript the preview says it needs JavaScript and links home.
const pages = [
  { path: '/founder', title: 'Dashboard · Founder Preview · VibeScore' },
  { path: '/founder/progress', title: 'Progress · Founder Preview · VibeScore' },
  { path: '/founder/connect?tab=messages', title: 'Connect · Founder Preview · VibeScore' },
  { path: '/investor/discover', title: 'Discover · Investor Preview · VibeScore' },
  { path: '/investor/analytics/', title: 'Analytics · Investor Preview · VibeScore' },
  { path: '/investor/no-such-screen', title: 'Dashboard · Investor Preview · VibeScore' },
]

for (const { path, title } of pages) {
  test(`${path} is served with its own title and social card`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toContain(`<meta property="og:title" content="${title}" />`)
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`)
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/)
    expect(html).toMatch(/<meta property="og:description" content="[^"]{40,}" \/>/)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ['/founder/progress', '/investor']) {
    test(`${path} shows a branded notice with a link home`, async ({ page }) => {
      await page.goto(path)
      // Playwright's locators skip <noscript> content, so the rendered text and the link are read directly.
      const notice = await page.evaluate(() => ({
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the visitor sees
        text: document.body.innerText,
        href: document.querySelector('noscript a')?.getAttribute('href'),
      }))
      expect(notice.text).toContain('This preview needs JavaScript')
      expect(notice.text).toContain('Go to the VibeScore website')
      expect(notice.href).toBe('/')
    })
  }
})
