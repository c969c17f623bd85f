import { expect, type Locator, type Page, test } from '@playwright/test'
import { textLines } from '../../layout.ts'
import { openHydrated } from '../../previews.ts'
import { toastItems } from '../../toasts.ts'

// Direct children only: each card holds a nested list of tags.
const cards = (page: Page) => page.getByRole('list', { name: 'Investors' }).locator(':scope > li')
const firstCardName = (page: Page) => cards(page).first().getByRole('heading')

test.describe('founder connect', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founder/connect')
  })

  test('opens on Discover Investors and switches tabs', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Network' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Discover Investors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(cards(page)).toHaveCount(6)

    await page.getByRole('tab', { name: /Messages/ }).click()
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Loved the bank sync demo')
    // A conversation answers a visitor who wants to reply with the preview's notice.
    await page.getByRole('button', { name: 'Reply to Tomás Álvarez' }).click()
    await expect(toastItems(page, "Reply isn't available in the preview")).toBeVisible()

    await page.getByRole('tab', { name: 'My Connections' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Tomás Álvarez')
    await expect(page.getByRole('tabpanel')).toContainText('Connected June 4, 2025')
  })

  test('a tab pressed with the mouse shows no keyboard ring, and the arrow keys bring it', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/connect')
    const ring = (tab: Locator) => tab.evaluate((element) => getComputedStyle(element).outlineStyle)
    const messages = page.getByRole('tab', { name: /Messages/ })
    await messages.click()
    await expect(messages).toBeFocused()
    expect(await ring(messages)).toBe('none')
    // The next tab pressed as well: a ring once drawn would carry over to each tab focused after it.
    const connections = page.getByRole('tab', { name: 'My Connections' })
    await connections.click()
    await expect(connections).toBeFocused()
    expect(await ring(connections)).toBe('none')

    await page.keyboard.press('ArrowLeft')
    await expect(messages).toBeFocused()
    expect(await ring(messages)).toBe('solid')
  })

  test('investor cards show match, tags, investments, mutual connections, location and actions', async ({
    page,
  }) => {
    const card = cards(page).first()
    await expect(card.getByRole('heading')).toHaveText('Priya Raman')
    await expect(card).toContainText('94% match')
    await expect(card).toContainText('Fintech')
    await expect(card).toContainText('Investments38')
    await expect(card).toContainText('Mutual connections7')
    await expect(card).toContainText('London, UK')
    for (const action of ['Pass', 'Save', 'Connect']) {
      await expect(card.getByRole('button', { name: new RegExp(`^${action}`) })).toBeVisible()
    }
  })

  test('the sort select orders the cards by match, location or investments', async ({ page }) => {
    const sort = page.getByLabel('Sort by')
    await expect(sort).toHaveValue('match')
    await expect(firstCardName(page)).toHaveText('Priya Raman')
    await sort.selectOption({ label: 'Location' })
    await expect(firstCardName(page)).toHaveText('Daniel Ostrowski')
    await sort.selectOption({ label: 'Investments' })
    await expect(firstCardName(page)).toHaveText('Marcus Bell')
    await sort.selectOption({ label: 'Match' })
    await expect(firstCardName(page)).toHaveText('Priya Raman')
  })

  test('search filters the investors and says when nothing matches', async ({ page }) => {
    const search = page.getByLabel('Search investors')
    await search.fill('berlin')
    await expect(cards(page)).toHaveCount(1)
    await expect(firstCardName(page)).toHaveText('Jonas Weber')
    await search.fill('quantum agritech')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No investors match “quantum agritech”')).toBeVisible()
    await search.fill('')
    await expect(cards(page)).toHaveCount(6)
  })

  test('Load More takes focus to the first investor it brought, and Pass to the card that takes its place', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(cards(page)).toHaveCount(10)
    await expect(cards(page).nth(6)).toBeFocused()

    const second = await cards(page).nth(1).getByRole('heading').textContent()
    await cards(page).first().getByRole('button', { name: /^Pass/ }).click()
    await expect(cards(page).first().getByRole('heading')).toHaveText(second ?? '')
    await expect(cards(page).first()).toBeFocused()
  })

  test('passing on the last investor shown moves focus to the message in its place, and Show passed investors to the first card', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByLabel('Search investors').fill('berlin')
    await expect(cards(page)).toHaveCount(1)
    // By keyboard: the button goes away with the card it is on.
    await page.getByRole('button', { name: 'Pass on Jonas Weber' }).press('Enter')
    await expect(cards(page)).toHaveCount(0)
    // Focus is on what took the list's place, so a screen reader reads it, and Tab goes on from there.
    await expect(page.getByRole('status').filter({ hasText: 'No investors match “berlin”' })).toBeFocused()

    // Show passed investors goes away with its own press: focus moves to the investor it brought back.
    await page.getByRole('button', { name: 'Show passed investors' }).press('Enter')
    await expect(page.getByRole('button', { name: 'Show passed investors' })).toHaveCount(0)
    await expect(firstCardName(page)).toHaveText('Jonas Weber')
    await expect(cards(page).first()).toBeFocused()
  })

  test('passing on an investor after Load More keeps every loaded investor shown, focus on the one in its place', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByRole('button', { name: 'Load More' }).press('Enter')
    await expect(cards(page)).toHaveCount(10)
    const names = await cards(page).getByRole('heading').allTextContents()
    await cards(page)
      .nth(7)
      .getByRole('button', { name: /^Pass on / })
      .press('Enter')
    // The other nine stay, in order; the one after the passed card takes its place, and focus with it.
    await expect(cards(page).getByRole('heading')).toHaveText(names.filter((_, index) => index !== 7))
    await expect(cards(page).nth(7)).toBeFocused()
    await expect(page.getByText('Showing 9 of 9 investors')).toBeVisible()
  })

  test('with every investor passed on and no search, the list says so instead of quoting an empty search', async ({
    page,
  }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(cards(page)).toHaveCount(10)
    for (let left = 10; left > 0; left -= 1) {
      await cards(page)
        .first()
        .getByRole('button', { name: /^Pass on / })
        .click()
      await expect(cards(page)).toHaveCount(left - 1)
    }
    const empty = page.getByRole('status').filter({ hasText: 'You passed on every investor' })
    await expect(empty).toHaveText(/Show passed investors to see them again\./)
    await expect(page.getByText('No investors match')).toHaveCount(0)
  })

  test('Discover suggests no investor the founder is already connected with', async ({ page }) => {
    await openHydrated(page, '/founder/connect')
    await page.getByRole('tab', { name: 'My Connections' }).click()
    // Each list read once it is the one on screen: read too early, the Discover list would stand in for the
    // connections, or an empty one for Discover, and the comparison would pass with nothing compared.
    const connections = page
      .getByRole('tabpanel', { name: 'My Connections' })
      .getByRole('heading', { level: 3 })
    await expect(connections).not.toHaveCount(0)
    const connected = await connections.allTextContents()
    await page.getByRole('tab', { name: 'Discover Investors' }).click()
    await expect(cards(page)).not.toHaveCount(0)
    const loadMore = page.getByRole('button', { name: 'Load More' })
    while ((await loadMore.count()) > 0) await loadMore.click()
    const suggested = await cards(page).getByRole('heading').allTextContents()
    expect(suggested.filter((name) => connected.includes(name))).toEqual([])
  })

  test('Load More shows the remaining investors', async ({ page }) => {
    await expect(page.getByText('Showing 6 of 10 investors')).toBeVisible()
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(cards(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible()
  })

  test("on a 320 px phone each investor's name keeps one line", async ({ page }) => {
    // The match badge beside the name once left name and role an 88 px column: "Priya / Raman".
    await page.setViewportSize({ width: 320, height: 800 })
    await expect(cards(page)).toHaveCount(6)
    for (const name of await cards(page).getByRole('heading').all())
      expect(await textLines(name), (await name.textContent()) ?? '').toHaveLength(1)
  })

  test('cards side by side show their tags, figures and buttons level with each other', async ({ page }) => {
    // From about 810 to 970 px "Partner, Northbeam Ventures" takes two lines where its neighbour's role takes
    // one (and at 1280 px with a slightly wider font rendering).
    for (const [width, perRow] of [
      [896, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect(cards(page)).toHaveCount(6)
      // Measured in the site's font, as a visitor sees the cards: the fallback font is narrower.
      await page.evaluate(() => document.fonts.ready)
      const parts: [string, (card: Locator) => Locator][] = [
        ['tags', (card) => card.getByRole('list', { name: 'Focus areas' })],
        ['figures', (card) => card.getByText('Investments', { exact: true })],
        ['buttons', (card) => card.getByRole('button', { name: /^Pass on/ })],
      ]
      for (const [name, part] of parts) {
        const row = await Promise.all(
          (await cards(page).all()).map(async (card) =>
            Math.round((await part(card).boundingBox())?.y ?? -1),
          ),
        )
        for (let start = 0; start < row.length; start += perRow) {
          const inRow = row.slice(start, start + perRow)
          expect(new Set(inRow).size, `${name} of row ${start / perRow + 1} at ${width} px: ${inRow}`).toBe(1)
        }
      }
    }
  })

  test('in a short window (400 % zoom, 320 x 256) the shortcuts do not float over the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 })
    await page.goto('/founder/connect')
    const shortcuts = page.getByRole('group', { name: 'Shortcuts' })
    // Floating, the bar would be on screen from the start, over the investors; it waits at the screen's end.
    await expect(shortcuts).not.toBeInViewport()
    await shortcuts.scrollIntoViewIfNeeded()
    await expect(shortcuts).toBeInViewport()
  })

  for (const [width, height] of [
    [375, 740],
    [412, 823],
  ] as const) {
    test(`at ${width} x ${height} the shortcuts cover nothing on arrival and float within thumb reach once the tabs scroll away`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await openHydrated(page, '/founder/connect')
      const shortcuts = page.getByRole('group', { name: 'Shortcuts' })
      // Every button of the first investor on the screen is there to tap, not under the floating bar.
      await expect(cards(page).first().getByRole('button')).not.toHaveCount(0)
      for (const button of await cards(page).first().getByRole('button').all()) {
        const covered = await button.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
          if (y > window.innerHeight) return false
          return !element.contains(document.elementFromPoint(x, y))
        })
        expect(covered, (await button.textContent()) ?? '').toBe(false)
      }
      await expect(shortcuts).not.toBeInViewport()
      await cards(page).nth(3).scrollIntoViewIfNeeded()
      await expect(page.getByRole('tablist')).not.toBeInViewport()
      await expect(shortcuts).toBeInViewport()
      // Floating over the cards, the bar is one surface: between its two buttons no card shows through.
      const [messages, network] = await Promise.all(
        ['Messages', 'Network'].map((name) =>
          shortcuts.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox(),
        ),
      )
      if (!messages || !network) throw new Error('the shortcuts are not laid out')
      const between = {
        x: (messages.x + messages.width + network.x) / 2,
        y: messages.y + messages.height / 2,
      }
      // The bar's own box is there either way: what counts is that something in it paints that spot.
      const inBar = await shortcuts.evaluate((bar, { x, y }) => {
        for (
          let node = document.elementFromPoint(x, y);
          node && bar.contains(node);
          node = node.parentElement
        )
          if (getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)') return true
        return false
      }, between)
      expect(inBar, 'what shows between Messages and Network').toBe(true)
    })
  }

  for (const width of [320, 375, 1280]) {
    test(`at ${width} px every tab label keeps one line and the shortcuts are not beside the tabs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/founder/connect')
      const tabs = page.getByRole('tab')
      await expect(tabs).toHaveText(['Discover Investors', /^Messages/, 'My Connections'])
      // A label that wraps is one text node drawn over two line boxes.
      const lines = await tabs.evaluateAll((elements) =>
        elements.map((tab) =>
          [...tab.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
            .map((node) => {
              const range = document.createRange()
              range.selectNodeContents(node)
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
            }),
        ),
      )
      expect(lines).toEqual([[1], [1], [1]])
      // Each tab shows its whole label: nothing is cut off or scrolled out of the tab list.
      const list = await page.getByRole('tablist').boundingBox()
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox()
        expect(box && list && box.x >= list.x - 0.5 && box.x + box.width <= list.x + list.width + 0.5).toBe(
          true,
        )
      }

      // The Messages and Network shortcuts are away from the tab list they would repeat (48 px at least).
      const shortcuts = page.getByRole('group', { name: 'Shortcuts' })
      await expect(shortcuts).toBeVisible()
      const group = await shortcuts.boundingBox()
      if (!group || !list) throw new Error('no boxes')
      const dx = Math.max(0, list.x - (group.x + group.width), group.x - (list.x + list.width))
      const dy = Math.max(0, list.y - (group.y + group.height), group.y - (list.y + list.height))
      expect(Math.hypot(dx, dy)).toBeGreaterThan(48)

      // They are shortcuts: each selects its tab and moves focus onto it.
      await shortcuts.getByRole('button', { name: 'Network' }).click()
      await expect(page.getByRole('tab', { name: 'My Connections' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab', { name: 'My Connections' })).toBeFocused()
      await shortcuts.getByRole('button', { name: /^Messages/ }).click()
      await expect(page.getByRole('tab', { name: /^Messages/ })).toBeFocused()
      await expect(page).toHaveURL(/tab=messages$/)
    })
  }
})
