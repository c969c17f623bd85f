import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND_COLOR, BRAND_GRADIENT } from '@app/site-config/brand'
import { describe, expect, it } from 'vitest'

// What is drawn outside the site's CSS (favicons, the social image, the browser's theme colour) takes the theme's
// colours in hex, written in @app/site-config/brand. These convert the theme's oklch() values and compare.

const theme = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8')

function themeColour(name: string): [number, number, number] {
  const match = theme.match(new RegExp(`${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`))
  if (!match) throw new Error(`theme.css has no oklch() ${name}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** oklch → sRGB hex, by the CSS Color 4 matrices (Björn Ottosson's OKLab). */
function hex([lightness, chroma, hue]: [number, number, number]): string {
  const a = chroma * Math.cos((hue * Math.PI) / 180)
  const b = chroma * Math.sin((hue * Math.PI) / 180)
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const channel = (value: number) => {
    const clamped = Math.min(1, Math.max(0, value))
    const encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055
    return Math.round(encoded * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${linear.map(channel).join('')}`
}

describe('the theme in hex', () => {
  it.each([
    ['--gradient-brand-from', BRAND_GRADIENT[0].color],
    ['--gradient-brand-via', BRAND_GRADIENT[1].color],
    ['--gradient-brand-to', BRAND_GRADIENT[2].color],
    ['--color-accent-600', BRAND_COLOR],
  ])('%s is %s', (name, colour) => {
    expect(hex(themeColour(name))).toBe(colour)
  })
})
