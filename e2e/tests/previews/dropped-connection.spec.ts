import { expect, test } from '../../fixtures.ts'

test("a press made while the preview's code cannot arrive is answered with a message, and once the connection is back the next press works", async ({
  page,
}) => {
  // Every script request fails, as on a connection that dropped once the page itself had arrived.
  await page.route('**/investor/assets/*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/investor/discover')
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const save = page.getByRole('button', { name: 'Save Synapse Scribe' })
  await save.click()
  await expect
    .poll(() => alerts)
    .toEqual(['This preview could not finish loading. Check your connection and try again.'])
  // The press is let go of: the button no longer reads as busy, and nothing was saved.
  await expect(save).not.toHaveAttribute('aria-busy', 'true')
  await expect(save).toHaveAttribute('aria-pressed', 'false')

  await page.unroute('**/investor/assets/*.js')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^Saved/ })).toContainText('1')
  expect(alerts).toHaveLength(1)
})
