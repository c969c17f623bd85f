/**
 * Writes every app's public/favicon.svg from the brand's mark (`brandMarkSvg` in @app/site-config/brand), then
 * renders this app's public/favicon.ico and public/apple-touch-icon.png from it: browsers and crawlers that
 * ask for /favicon.ico by convention (without reading the page's <link rel="icon">) get the same mark. The ICO
 * holds PNG images (allowed since Windows Vista, read by every current browser) at 16, 32 and 48 px. The touch
 * icon is what a phone puts on its home screen (180 px, Safari's size; iOS asks for /apple-touch-icon.png even
 * on pages that do not name it, the previews' among them). It fills its square: the phone rounds the corners
 * itself and would paint the mark's own transparent corners black.
 *
 *   pnpm --filter @app/marketing render-favicon
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { appRoutes } from '@app/site-config'
import { brandMarkSvg } from '@app/site-config/brand'
import sharp from 'sharp'

const SIZES = [16, 32, 48] as const
const repoRoot = path.resolve(import.meta.dirname, '../../..')
const publicDir = path.resolve(import.meta.dirname, '../public')

const svg = Buffer.from(brandMarkSvg())
for (const app of appRoutes)
  await writeFile(path.join(repoRoot, 'apps', app.name, 'public', 'favicon.svg'), svg)
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
)

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(images.length, 4)
let offset = header.length + 16 * images.length
const entries = images.map((png, index) => {
  const size = SIZES[index] as number
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0) // width
  entry.writeUInt8(size, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += png.length
  return entry
})
await writeFile(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]))

const TOUCH_ICON_SIZE = 180
const squareSvg = Buffer.from(brandMarkSvg({ cornerRadius: 0 }))
await sharp(squareSvg, { density: (72 * TOUCH_ICON_SIZE) / 32 })
  .resize(TOUCH_ICON_SIZE, TOUCH_ICON_SIZE)
  .png()
  .toFile(path.join(publicDir, 'apple-touch-icon.png'))
