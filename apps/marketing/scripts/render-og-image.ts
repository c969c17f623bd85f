/**
 * Renders public/og-image.png (1200×630), the social preview every page's Open Graph and Twitter tags point
 * to: the brand on its gradient next to the dashboard slide (its desktop capture). Run after `pnpm capture`:
 *
 *   pnpm --filter @app/marketing render-og-image
 */
import path from 'node:path'
import { heroSlides } from '@app/sample-data/marketing'
import { BRAND_NAME, BRAND_TAGLINE, brandGradientStopsSvg, OG_IMAGE_SIZE } from '@app/site-config/brand'
import sharp from 'sharp'
import { SLIDE_VIEWPORTS, slideImageFile } from '../app/features/landing/slide-images.ts'

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE
const SHOT_WIDTH = 760
const publicDir = path.resolve(import.meta.dirname, '../public')

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Splits the tagline over lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const taglineLines = wrap(BRAND_TAGLINE, 18)
  .map((line, index) => `<tspan x="64" dy="${index === 0 ? 0 : 52}">${escapeXml(line)}</tspan>`)
  .join('')

const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    ${brandGradientStopsSvg()}
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <text x="64" y="104" font-family="Inter, DejaVu Sans, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(BRAND_NAME)}</text>
  <text x="64" y="236" font-family="Inter, DejaVu Sans, sans-serif" font-size="44" font-weight="700" fill="#fff">${taglineLines}</text>
  <text x="64" y="560" font-family="Inter, DejaVu Sans, sans-serif" font-size="24" fill="#e0e7ff">Now in closed beta</text>
</svg>`

const first = heroSlides[0]
if (!first) throw new Error('No hero slide to show in the social preview')
const desktop = SLIDE_VIEWPORTS[1]
const shot = await sharp(path.join(publicDir, slideImageFile(first.image, desktop.name, 1280, 'webp')))
  .resize(SHOT_WIDTH)
  .png()
  .toBuffer()
const shotHeight = Math.round((SHOT_WIDTH * desktop.capture.height) / desktop.capture.width)

await sharp(Buffer.from(background))
  .composite([
    { input: shot, left: WIDTH - SHOT_WIDTH + 300, top: Math.round((HEIGHT - shotHeight) / 2) + 40 },
  ])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'og-image.png'))
console.log('public/og-image.png written')
