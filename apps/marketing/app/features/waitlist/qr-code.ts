/** A QR code drawn at build time (see qr-code.server.ts). */
export interface QrCode {
  /** The address the code opens. */
  url: string
  /** The code as an SVG data URI, ready for an <img>. */
  src: string
}
