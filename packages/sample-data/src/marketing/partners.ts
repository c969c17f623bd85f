import type { PartnerLogo } from '../types.ts'

/**
 * The six startups in "Trusted by Early-Stage Startups". Placeholder names and addresses (reserved
 * `.example` domains) until the owners supply the real partners and their logos.
 */
export const partnerLogos: readonly PartnerLogo[] = [
  { name: 'Northwind Labs', url: 'https://northwind.example' },
  { name: 'Lumen Health', url: 'https://lumenhealth.example' },
  { name: 'Paygrid', url: 'https://paygrid.example' },
  { name: 'Brightpath', url: 'https://brightpath.example' },
  { name: 'Kelpie AI', url: 'https://kelpie.example' },
  { name: 'Orbital Freight', url: 'https://orbitalfreight.example' },
]
