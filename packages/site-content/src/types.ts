/**
 * The shapes of the facts only the owners can supply (site-content.ts). Images are optional so the site can be
 * built before the owners have them: the page then draws initials or a wordmark, and the production build
 * refuses to ship it (placeholders.ts).
 */

/** An image as `<img>` needs it; width and height reserve its box before it loads (no layout shift). */
export interface ImageAsset {
  /**
   * A path under the marketing app's public folder (`/team/ceo.jpg` is `apps/marketing/public/team/ceo.jpg`).
   * Not a URL on another host: the site's Content-Security-Policy loads images from the site only.
   */
  src: string
  /** What the image shows, read by screen readers. */
  alt: string
  /** Intrinsic size in pixels; the page scales the image down, so supply at least twice the shown size. */
  width: number
  height: number
}

export type FounderRole = 'CEO' | 'CTO'

export interface Founder<Role extends FounderRole = FounderRole> {
  /** Card heading on /foundingteam; the CEO's also under the quote on /vision. */
  name: string
  role: Role
  /** Under the name on /foundingteam and /vision, e.g. "Co-founder & CEO". */
  title: string
  /** The sentence under the name on /foundingteam. */
  oneLiner: string
  /** The card's quote on /foundingteam. */
  quote: string
  /** "LinkedIn profile" button on the card (opens in a new tab). */
  profileUrl: string
  /** "Email" button on the card (mailto). */
  email: string
  /** Square portrait beside the name (shown 64 px). Without it the card shows the initials. */
  photo?: ImageAsset
}

/** A partner startup (name, logo, site): one tile of "Trusted by Early-Stage Startups" on /. */
export interface PartnerLogo {
  /** The startup's name: the logo's alt text, and the wordmark shown when there is no logo. */
  name: string
  /** The logo, fitted into a 160 × 48 px box of a white tile. */
  logo?: ImageAsset
  /** The startup's own site, opened in a new tab. */
  url: string
}

/** One of the overlapping circles above "100+ founders are already building" on /pricing. */
export interface SocialProofAvatar {
  /** Shown when there is no photo. */
  initials: string
  /** Shown 48 px round; decorative (the heading says what they are), so `alt` may be empty. */
  photo?: ImageAsset
}

export interface SiteContent {
  /** Footer, and the contact address of /terms, /privacy (data rights) and /cookies. */
  contactEmail: string
  /** Footer "VibeScore on LinkedIn": the company page on the professional network (new tab). */
  companyProfileUrl: string
  /** External scheduling page behind "Book a Demo with CEO" and the Scale plan's "Book a Demo" on /pricing. */
  demoBookingUrl: string
  /** The founders in the order of /foundingteam: the CEO, then the CTO. */
  founders: readonly [ceo: Founder<'CEO'>, cto: Founder<'CTO'>]
  /** The founder quote on /vision, attributed to the CEO. */
  visionQuote: string
  /** Exactly six partner logos, shown twice in the scrolling band on / so it loops without a gap. */
  partners: readonly [PartnerLogo, PartnerLogo, PartnerLogo, PartnerLogo, PartnerLogo, PartnerLogo]
  /** The avatars above "100+ founders are already building" on /pricing. */
  socialProof: readonly SocialProofAvatar[]
}
