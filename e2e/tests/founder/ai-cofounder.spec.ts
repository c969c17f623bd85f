import { expect, test } from '@playwright/test'
import { textLines } from '../../layout.ts'

test('AI Cofounder shows the chat, topics, saved advice with dates and the Pro Tip', async ({ page }) => {
  await page.goto('/founder/ai-cofounder')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Cofounder' })).toBeVisible()
  // The chat card has a title of its own: a screen reader's list of headings has no two alike.
  await expect(page.getByRole('heading', { name: 'AI Cofounder', exact: true })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'Ask Your Cofounder' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved Advice' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Chat History' })).toBeVisible()
  await expect(page.getByRole('log')).toBeVisible()

  for (const topic of [
    'Pitch Deck Review',
    'Customer Acquisition',
    'Financial Modeling',
    'Product Strategy',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${topic}`) })).toBeVisible()
  }

  await expect(page.getByRole('heading', { name: 'Saved Advice' })).toBeVisible()
  await expect(page.getByText('Lead the deck with traction, not the product tour')).toBeVisible()
  await expect(page.getByText('Saved Jun 9')).toBeVisible()

  const tip = page.getByRole('complementary', { name: 'Pro Tip' })
  await expect(tip).toContainText('Make your questions specific')
})

test('on a 320 px phone the chat keeps its title on one line and its description to two', async ({
  page,
}) => {
  // The Online badge beside them once left the title and description a 112 px column: "Ask Your / Cofounder"
  // over a description of four lines.
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/founder/ai-cofounder')
  const chat = page.getByRole('region', { name: 'Ask Your Cofounder' })
  await expect(chat.getByText('Online')).toBeVisible()
  expect(await textLines(chat.getByRole('heading', { name: 'Ask Your Cofounder' }))).toHaveLength(1)
  expect(
    (await textLines(chat.getByText('Strategy, fundraising and growth advice, 24/7'))).length,
  ).toBeLessThanOrEqual(2)
})
