import type { MarketingPath } from '@app/site-config'
import QRCode from 'qrcode'
import { env } from '../../env'
import type { QrCode } from './qr-code'

/**
 * The QR code of a page's public address, drawn at build time (route loaders run while prerendering), so
 * the generator never reaches the browser.
 */
export async function pageQrCode(path: MarketingPath): Promise<QrCode> {
  const url = `${env.siteUrl}${path}`
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#1e1b4bff', light: '#ffffffff' },
  })
  return { url, src: `data:image/svg+xml,${encodeURIComponent(svg)}` }
}
