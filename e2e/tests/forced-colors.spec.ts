import { backgroundOf } from '../colours.ts'
import { expect, test } from '../fixtures.ts'

/**
 * Contrast themes (Windows' forced colours) repaint the page with a few system colours and drop background
 * colours and shadows. What a visitor needs to see must survive that: where the keyboard is, which option of a
 * group is chosen, how far a bar is filled, which slide is showing. Read from the colours Chromium paints
 * with the theme on.
 */
test.use({ forcedColors: 'active' })

test('a text field shows where the keyboard is', async ({ page }) => {
  await page.goto('/get-early-access')
  const fullName = page.getByRole('textbox', { name: 'Full name' })
  await fullName.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(fullName).toBeFocused()
  const outline = await fullName.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('the chosen option of a group stands apart from the others', async ({ page }) => {
  await page.goto('/investor/analytics')
  const ranges = page.getByRole('group', { name: 'Time range' })
  const chosen = ranges.getByRole('button', { name: '6M' })
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  expect(await backgroundOf(chosen)).not.toBe(await backgroundOf(ranges.getByRole('button', { name: '1M' })))

  const nav = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Analytics' }) })
    .first()
  expect(await backgroundOf(nav.getByRole('link', { name: 'Analytics' }))).not.toBe(
    await backgroundOf(nav.getByRole('link', { name: 'Discover' })),
  )
})

test('a progress bar shows how far it is filled', async ({ page }) => {
  await page.goto('/founder/progress')
  const bar = page.getByRole('progressbar', { name: 'User Activation progress' })
  expect(await backgroundOf(bar.locator('> *'))).not.toBe(await backgroundOf(bar))
})

test('the carousel shows which slide is on screen', async ({ page }) => {
  await page.goto('/')
  const dot = (slide: number) => page.getByRole('button', { name: `Go to slide ${slide}` }).locator('span')
  expect(await backgroundOf(dot(1))).not.toBe(await backgroundOf(dot(2)))
  expect(await backgroundOf(dot(2))).not.toBe(
    await backgroundOf(page.getByRole('button', { name: 'Go to slide 2' })),
  )
})

test('a ticked box and a chosen radio stand apart from the empty ones, the tick drawn over its box', async ({
  page,
}) => {
  await page.goto('/get-early-access-websummit')
  const agreement = page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })
  await agreement.click()
  await expect(agreement).toBeChecked()
  const tools = page.getByRole('group', { name: /^Question 4: / })
  const emptyBox = await backgroundOf(tools.getByRole('checkbox', { name: 'CRM', exact: true }))
  // Polled: the box's colour eases in (its transition), and a paint at the tap's moment still shows the old one.
  await expect.poll(() => backgroundOf(agreement)).not.toBe(emptyBox)
  // The tick is drawn just after its box, in a colour of its own.
  const tick = await agreement.evaluate((box) =>
    getComputedStyle(box.nextElementSibling ?? box)
      .color.match(/\d+/g)
      ?.slice(0, 3)
      .join(','),
  )
  expect(tick).not.toBe(await backgroundOf(agreement))

  const stage = page.getByRole('group', { name: /^Question 1: / })
  await stage.getByRole('radio', { name: 'Seed', exact: true }).click()
  const emptyRadio = await backgroundOf(stage.getByRole('radio', { name: 'Idea', exact: true }))
  await expect
    .poll(() => backgroundOf(stage.getByRole('radio', { name: 'Seed', exact: true })))
    .not.toBe(emptyRadio)
})
