import { expect, type Page, test } from '@playwright/test'
import { openHydrated } from '../../previews.ts'

// What a screen reader announces while the coach types (the dots themselves are hidden from it).
const typing = (page: Page) => page.getByText('AI Coach is typing…')

for (const path of ['/founder/dashboard', '/founder/ai-cofounder']) {
  test(`the AI coach on ${path} greets, answers prompts and typed questions (keyboard alone too), and keeps the newest in view`, async ({
    page,
  }) => {
    // The page's clock runs in step with real time until the greeting, then stops: each 1.5 s reply comes
    // when the test moves the clock on, so "typing…" is seen every time, however busy the machine.
    await page.clock.install()
    await page.goto(path)
    const log = page.getByRole('log')
    const input = page.getByLabel('Message your AI Coach')
    const send = page.getByRole('button', { name: 'Send' })

    await test.step('types, then greets', async () => {
      await expect(log).toHaveAttribute('aria-live', 'polite')
      await expect(log).toHaveCSS('height', '400px')
      await expect(log).toContainText('Hi Maya')
      await expect(typing(page)).toHaveCount(0)
      await page.clock.pauseAt(Date.now() + 1000)
    })

    await test.step('a suggested prompt gets its own reply after typing', async () => {
      await page.getByRole('button', { name: 'Review my pitch deck' }).click()
      await expect(log).toContainText('Review my pitch deck')
      await expect(typing(page)).toBeVisible()
      await expect(send).toBeDisabled()
      await page.clock.runFor(1500)
      await expect(log).toContainText('Here’s a first pass on the deck structure')
      await expect(typing(page)).toHaveCount(0)
    })

    await test.step('Enter sends, Shift+Enter adds a line, other questions get the onboarding reply', async () => {
      await expect(send).toBeDisabled()
      await input.fill('What is our burn rate?')
      await expect(send).toBeEnabled()
      await input.press('Shift+Enter')
      await expect(input).toHaveValue('What is our burn rate?\n')
      await input.press('Enter')
      await expect(input).toHaveValue('')
      await expect(log).toContainText('What is our burn rate?')
      await page.clock.runFor(1500)
      await expect(log).toContainText('complete your onboarding and connect your Data Room materials')
    })

    await test.step('works by keyboard alone: a typed scripted question gets its own reply', async () => {
      await input.focus()
      await page.keyboard.type('How do I find the right investors?')
      await page.keyboard.press('Enter')
      await page.clock.runFor(1500)
      await expect(log).toContainText('Start with fit, not volume')
    })

    await test.step('keeps the newest message in view', async () => {
      for (const prompt of ['How can I improve my Vibe Score?', 'What should I focus on this week?']) {
        await page.getByRole('button', { name: prompt }).click()
        await page.clock.runFor(1500)
        await expect(typing(page)).toHaveCount(0)
      }
      await expect(log.getByText('Three things, in this order')).toBeInViewport()
      await expect
        .poll(() =>
          log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight),
        )
        .toBeLessThanOrEqual(1)
    })
  })
}

test('the chat stamps its messages on the sample day, whatever the visitor’s clock says', async ({
  page,
}) => {
  // A visitor years after the sample's June 10, 2025, a minute before their midnight.
  await page.clock.install({ time: new Date('2031-02-03T23:59:00Z') })
  await page.goto('/founder/dashboard')
  const log = page.getByRole('log')
  await expect(log).toContainText('Hi Maya')
  await page.getByRole('button', { name: 'Review my pitch deck' }).click()
  await expect(log).toContainText('Here’s a first pass on the deck structure')
  const stamps = log.locator('time')
  await expect(stamps).toHaveCount(3)
  for (const stamp of await stamps.all()) {
    // 9:30 in London on June 10, 2025 when the page opened, running on with the visit.
    await expect(stamp).toHaveAttribute('datetime', /^2025-06-10T08:3\d/)
    await expect(stamp).toHaveText(/^9:3\d AM$/)
  }
})

test('Send pressed from the keyboard hands focus back to the message box, not to the page', async ({
  page,
}) => {
  await openHydrated(page, '/founder/ai-cofounder')
  // Send is disabled until the greeting has come.
  await expect(page.getByRole('log')).toContainText('Hi Maya')
  const input = page.getByLabel('Message your AI Coach')
  const send = page.getByRole('button', { name: 'Send' })
  await input.focus()
  await page.keyboard.type('What is our burn rate?')
  await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  // Send turns disabled as it sends (empty box, reply pending): focus goes back to the box, ready for the next.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('log')).toContainText('What is our burn rate?')
  await expect(send).toBeDisabled()
  await expect(input).toBeFocused()
})

for (const width of [320, 375, 1280]) {
  test(`at ${width} px a long unbroken word (a pasted link) wraps inside its bubble, readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/founder/ai-cofounder')
    const log = page.getByRole('log')
    await expect(log).toContainText('Hi Maya')
    const link = `https://example.com/${'a'.repeat(300)}`
    await page.getByLabel('Message your AI Coach').fill(link)
    await page.getByRole('button', { name: 'Send' }).click()
    const message = log.getByText(link)
    await expect(message).toBeVisible()
    // Every line of the message lies within the chat's box, so none of it is cut off on either side.
    const [text, chat] = await Promise.all([message.boundingBox(), log.boundingBox()])
    expect(text && chat).toBeTruthy()
    if (!text || !chat) return
    expect(text.x).toBeGreaterThanOrEqual(chat.x)
    expect(text.x + text.width).toBeLessThanOrEqual(chat.x + chat.width)
    expect(await log.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
  })
}
