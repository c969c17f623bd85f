import { Smartphone } from 'lucide-react'
import { Fragment } from 'react'
import type { QrCode } from '../qr-code'
import { urlBreakPoints } from '../url-break-points'

/**
 * The page's own address as a QR code, for a visitor at a laptop or a booth to continue on a phone. Hidden
 * where the visitor already holds one: a touch screen as the main pointer, or a phone-width window.
 */
function QrCodeCard({ qrCode }: { qrCode: QrCode }) {
  const displayUrl = qrCode.url.replace(/^https?:\/\//, '')
  return (
    <figure className="flex items-center gap-5 rounded-2xl border border-border bg-card p-5 shadow-card max-sm:hidden pointer-coarse:hidden">
      <img
        src={qrCode.src}
        alt={`QR code linking to ${qrCode.url}`}
        width={128}
        height={128}
        className="size-28 shrink-0 rounded-lg sm:size-32"
      />
      <figcaption className="grid gap-1.5">
        <span className="flex items-center gap-2 font-semibold text-foreground text-sm">
          <Smartphone className="size-4 text-accent-600" aria-hidden="true" />
          Continue on your phone
        </span>
        <span className="text-muted-foreground text-sm leading-relaxed">
          Scan the code to open this page on your phone.
        </span>
        <span className="font-mono text-muted-foreground text-xs">
          {urlBreakPoints(displayUrl).map((piece, index) => (
            // The pieces of one fixed string, never reordered: their index is a stable key.
            <Fragment key={index}>
              {index > 0 ? <wbr /> : null}
              {piece}
            </Fragment>
          ))}
        </span>
      </figcaption>
    </figure>
  )
}

export { QrCodeCard }
