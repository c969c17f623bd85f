import { siteContent } from '@app/site-content'
import type { Locator, Page } from '@playwright/test'
import { contrast } from '../../colours.ts'
import { expect, test } from '../../fixtures.ts'

/**
 * WCAG 1.4.11 / 2.4.7: the keyboard focus indicator keeps 3:1 against what is behind it, on the brand gradient
 * as on white. Each button is reached with the Tab key; the test reads the computed ring (outline =
 * outer line, the 2px box-shadow band = inner band, see packages/ui/src/theme.css) and the computed background behind the button (every stop
 * of a gradient), converts them to sRGB through a canvas and compares WCAG contrast ratios.
 */
interface RingReport {
  focusVisible: boolean
  outline: number[]
  outlineWidth: number
  band: number[] | null
  behind: number[][]
  fill: number[][]
}

/** The ring once drawn: buttons ease their box-shadow in over 150 ms, so the band is read when complete. */
async function ringReport(target: Locator): Promise<RingReport> {
  await expect.poll(async () => (await readRing(target)).band !== null).toBe(true)
  return readRing(target)
}

function readRing(target: Locator): Promise<RingReport> {
  return target.evaluate((element) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
    const toRgba = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return Array.from(context.getImageData(0, 0, 1, 1).data)
    }
    const colorPattern = /(?:rgba?|oklch|oklab|lab|lch|color|hsla?)\([^)]*\)/g
    const colorsOf = (value: string) => (value.match(colorPattern) ?? []).map(toRgba)
    const fillOf = (node: Element) => {
      const style = getComputedStyle(node)
      const gradient = style.backgroundImage.includes('gradient') ? colorsOf(style.backgroundImage) : []
      const solid = toRgba(style.backgroundColor)
      if (gradient.length > 0) return gradient
      return (solid[3] ?? 0) === 255 ? [solid] : []
    }
    const style = getComputedStyle(element)
    // The inner band is the box-shadow with no offset, no blur and a 2px spread.
    const band = style.boxShadow.split(/,(?![^(]*\))/).find((shadow) => /\b0px 0px 0px 2px\b/.test(shadow))
    let behind: number[][] = []
    for (let node = element.parentElement; node && behind.length === 0; node = node.parentElement) {
      behind = fillOf(node)
    }
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: toRgba(style.outlineColor),
      outlineWidth: Number.parseFloat(style.outlineWidth),
      band: band ? (colorsOf(band)[0] ?? null) : null,
      behind: behind.length > 0 ? behind : [toRgba('white')],
      fill: fillOf(element),
    }
  })
}

const worst = (color: number[], surface: number[][]) => Math.min(...surface.map((s) => contrast(color, s)))

/** How far past an element's box its ring reaches (a 2px offset, then the 2px line), with a pixel to spare. */
const RING_REACH = 5

interface Picture {
  width: number
  height: number
  rgba: number[]
}

/**
 * What the screen shows around `target`: its box and RING_REACH pixels about it, as the browser paints it (a
 * screenshot, decoded by the page's own image decoder). The element is first brought to the middle of the
 * window, clear of the sticky header.
 */
async function pictureAround(page: Page, target: Locator): Promise<Picture> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = await target.boundingBox()
  if (!box) throw new Error('the element is not laid out')
  const png = await page.screenshot({
    clip: {
      x: box.x - RING_REACH,
      y: box.y - RING_REACH,
      width: box.width + 2 * RING_REACH,
      height: box.height + 2 * RING_REACH,
    },
    // Colour transitions (the link's outline colour among them) drawn at their end.
    animations: 'disabled',
  })
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    return { width: image.width, height: image.height, rgba: Array.from(data) }
  }, png.toString('base64'))
}

/**
 * How much the focus ring changes the screen just outside the middle of each side of an element: the largest
 * contrast ratio between the same pixel with and without focus, across the RING_REACH pixels outside the box
 * and a few pixels along it. A side whose ring is cut off (by a parent that clips what overflows it) changes
 * nothing there: a ratio of 1.
 */
function ringChange(
  focused: Picture,
  unfocused: Picture,
): Record<'top' | 'right' | 'bottom' | 'left', number> {
  const pixel = (picture: Picture, x: number, y: number) => {
    const start = (Math.round(y) * picture.width + Math.round(x)) * 4
    return picture.rgba.slice(start, start + 3)
  }
  const { width, height } = focused
  const most = (points: [number, number][]) =>
    Math.max(...points.map(([x, y]) => contrast(pixel(focused, x, y), pixel(unfocused, x, y))))
  const outside = Array.from({ length: RING_REACH }, (_, index) => index) // 0: the picture's edge
  const along = [-4, -2, 0, 2, 4]
  return {
    top: most(outside.flatMap((y) => along.map((dx): [number, number] => [width / 2 + dx, y]))),
    bottom: most(
      outside.flatMap((y) => along.map((dx): [number, number] => [width / 2 + dx, height - 1 - y])),
    ),
    left: most(outside.flatMap((x) => along.map((dy): [number, number] => [x, height / 2 + dy]))),
    right: most(
      outside.flatMap((x) => along.map((dy): [number, number] => [width - 1 - x, height / 2 + dy])),
    ),
  }
}

/** Puts the sequential focus starting point on `start` (a click on text), then tabs until `target` has focus. */
async function tabTo(page: Page, start: Locator, target: Locator) {
  await start.click()
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('the target was not reached with the Tab key')
}

/** Each call to action on the gradient; `filled`: a white button (onGradientPrimary), else a ghost link with no fill. */
const onGradient = [
  {
    path: '/',
    region: 'AI-Powered Agentic Platform For Startup Success',
    link: 'Get Early Access',
    filled: true,
  },
  {
    path: '/',
    region: 'AI-Powered Agentic Platform For Startup Success',
    link: 'Founder Preview',
    filled: false,
  },
  {
    path: '/',
    region: 'AI-Powered Agentic Platform For Startup Success',
    link: 'Investor Preview',
    filled: false,
  },
  { path: '/', region: 'Ready to see your Vibe Score?', link: 'Get Early Access', filled: true },
  { path: '/vision', region: 'Build with us from day one', link: 'Get Early Access', filled: true },
  { path: '/foundingteam', region: 'Want to build with us?', link: 'Get Early Access', filled: true },
  {
    path: '/pricing',
    heading: 'Simple pricing that grows with your startup',
    link: 'Start Free Today',
    filled: true,
  },
]

for (const width of [375, 1280]) {
  test.describe(`focus ring at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { path, region, heading, link, filled } of onGradient) {
      test(`${path}: "${link}" on the gradient${region ? ` (${region})` : ''} shows a ring with 3:1 against it`, async ({
        page,
      }) => {
        await page.goto(path)
        const scope = region ? page.getByRole('region', { name: region }) : page.locator('main')
        const title = page.getByRole('heading', { name: region ?? heading })
        const target = scope.getByRole('link', { name: link, exact: true }).first()
        await title.scrollIntoViewIfNeeded()
        await tabTo(page, title, target)
        const ring = await ringReport(target)
        expect(ring.focusVisible).toBe(true)
        expect(ring.outlineWidth).toBeGreaterThanOrEqual(2)
        // The outer line against every colour of the gradient behind the button.
        expect(worst(ring.outline, ring.behind)).toBeGreaterThanOrEqual(3)
        // The two tones stay apart, so the ring reads even where one tone meets a surface of its own colour.
        expect(ring.band).not.toBeNull()
        expect(contrast(ring.outline, ring.band ?? ring.outline)).toBeGreaterThanOrEqual(3)
        // The band against the button's own fill (the white buttons; the ghost links have none).
        expect(ring.fill.length > 0).toBe(filled)
        if (filled) expect(worst(ring.band ?? ring.outline, ring.fill)).toBeGreaterThanOrEqual(3)
      })
    }

    test('the gradient primary button on white shows a ring with 3:1 against the page and the button', async ({
      page,
    }) => {
      await page.goto('/')
      const side = page.getByRole('heading', { name: 'For founders', exact: true })
      const target = page
        .getByRole('region', { name: 'Built for founders. Trusted by investors.' })
        .getByRole('link', { name: 'Get Early Access' })
        .first()
      await side.scrollIntoViewIfNeeded()
      await tabTo(page, side, target)
      const ring = await ringReport(target)
      expect(ring.focusVisible).toBe(true)
      expect(ring.fill.length).toBeGreaterThan(1)
      expect(worst(ring.outline, ring.behind)).toBeGreaterThanOrEqual(3)
      // The white band sits on the button's own gradient.
      expect(worst(ring.band ?? ring.outline, ring.fill)).toBeGreaterThanOrEqual(3)
    })

    test('/: every partner logo shows its ring on all four sides, none cut off by the band the logos sit in', async ({
      page,
    }) => {
      // Two screenshots a logo: about 13 s on a quiet machine, over 30 s (the default) on a busy one.
      test.setTimeout(60_000)
      await page.goto('/')
      const heading = page.getByRole('heading', { name: 'Trusted by Early-Stage Startups' })
      const logos = page.getByRole('region', { name: 'Trusted by Early-Stage Startups' }).getByRole('link')
      await heading.scrollIntoViewIfNeeded()
      await tabTo(page, heading, logos.first())
      const count = siteContent.partners.length
      await expect(logos).toHaveCount(count)
      const focused: Picture[] = []
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await page.keyboard.press('Tab')
        await expect(logos.nth(index)).toBeFocused()
        focused.push(await pictureAround(page, logos.nth(index)))
      }
      // The same places without a ring, each looked at while the keyboard is on another logo: the band stands
      // still, laid out the same, as long as the keyboard is on one of its logos.
      const unfocused: Picture[] = []
      for (let index = 0; index < count - 1; index += 1)
        unfocused.push(await pictureAround(page, logos.nth(index)))
      await page.keyboard.press('Shift+Tab')
      await expect(logos.nth(count - 2)).toBeFocused()
      unfocused.push(await pictureAround(page, logos.nth(count - 1)))
      for (let index = 0; index < count; index += 1) {
        const name = siteContent.partners[index]?.name
        const change = ringChange(focused[index] as Picture, unfocused[index] as Picture)
        for (const [side, ratio] of Object.entries(change))
          expect.soft(ratio, `the ring's ${side} side around ${name}`).toBeGreaterThanOrEqual(3)
      }
    })

    test('a text field shows the same ring, 3:1 against the page', async ({ page }) => {
      await page.goto('/get-early-access')
      const target = page.getByRole('textbox', { name: 'Email' })
      await tabTo(page, page.getByText('Full name', { exact: true }), target)
      const ring = await ringReport(target)
      expect(ring.focusVisible).toBe(true)
      expect(ring.outlineWidth).toBeGreaterThanOrEqual(2)
      expect(worst(ring.outline, ring.behind)).toBeGreaterThanOrEqual(3)
      expect(contrast(ring.outline, ring.band ?? ring.outline)).toBeGreaterThanOrEqual(3)
    })
  })
}
