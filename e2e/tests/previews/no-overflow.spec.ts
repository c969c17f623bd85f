import { expect, test } from '@playwright/test'

// Issue 14 §5: no preview route scrolls sideways at phone, tablet or desktop widths, in any view.
const routes = [
  '/founder',
  '/founder/ai-cofounder',
  '/founder/progress',
  '/founder/connect',
  '/founder/connect?tab=messages',
  '/founder/connect?tab=connections',
  '/founder/resources',
  '/founder/no-such-screen',
  '/investor',
  '/investor/discover',
  '/investor/portfolio',
  '/investor/portfolio?view=list',
  '/investor/analytics',
  '/investor/analytics?tab=Sectors&range=Custom',
  '/investor/no-such-screen',
]

for (const width of [320, 375, 768, 1280]) {
  test(`no preview route scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const offenders: string[] = []
    for (const route of routes) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The overflow and the innermost elements that cause it, measured together.
      const [overflow, wide] = await page.evaluate(() => {
        const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5
        const culprits = [...document.querySelectorAll('body *')]
          .filter((element) => past(element) && !element.parentElement?.closest('.sr-only'))
          .filter((element) => ![...element.children].some(past))
          .slice(0, 3)
          .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').slice(0, 30)}`)
        return [document.documentElement.scrollWidth - window.innerWidth, culprits] as const
      })
      // Also catch content that spills out of a card or a clipped container without widening the page.
      const spills = await page.evaluate(() => {
        const found: string[] = []
        for (const element of document.querySelectorAll('main [data-slot="card"] *')) {
          const card = element.closest('[data-slot="card"]')
          // Visually hidden content (the charts' data tables) is clipped to nothing on screen.
          if (!card || element.closest('.sr-only')) continue
          const box = element.getBoundingClientRect()
          const cardBox = card.getBoundingClientRect()
          if (box.width > 0 && box.right > cardBox.right + 1)
            found.push(
              `<${element.tagName.toLowerCase()} ${element.getAttribute('class')}> ${(element.textContent ?? '').trim().slice(0, 30)}`,
            )
        }
        return found.slice(0, 3)
      })
      if (overflow > 0) offenders.push(`${route}: page ${overflow}px wider (${wide.join(', ')})`)
      if (spills.length > 0) offenders.push(`${route}: past a card edge: ${spills.join(' | ')}`)
    }
    expect(offenders).toEqual([])
  })
}
