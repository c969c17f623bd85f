import type { Random } from './random.ts'

/** Who fills in the forms at a European tech conference, and from where; invented, never real people. */
const list = (names: string) => names.split(',')

const firstNames = list(
  'Ana,João,Inês,Tiago,Sofia,Miguel,Emma,Lukas,Lea,Jonas,Chloé,Hugo,Olivia,Noah,Amelia,Oliver,Priya,Arjun,Fatima,' +
    'Omar,Mei,Kenji,Olena,Taras,Zeynep,Mateo,Valentina,Kwame,Amara,Lars,Ingrid,Daniel,Sara,Nikolai,Yasmin,Diego',
)
const lastNames = list(
  'Silva,Santos,Ferreira,Costa,Müller,Schmidt,Dubois,Martin,Smith,Jones,Patel,Sharma,Haddad,Khan,Chen,Tanaka,' +
    "Kovalenko,Shevchenko,Yılmaz,García,Rossi,Mensah,Okafor,Johansson,Andersen,de Vries,Novak,Ahmed,López,O'Brien",
)
const startupPrefixes = list('Bright,Nova,Quantum,Green,Blue,Swift,Clear,Open,Deep,Atlas,Lumen,Kinetic')
const startupSuffixes = list('Loop,Labs,Health,Ledger,Grid,Pilot,Scale,Harbor,Mind,Metrics,Works,AI')

const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
]

/** The first day of Web Summit Lisbon 2025 (10–13 November); Lisbon is on UTC in November. */
const EVENT_START = Date.UTC(2025, 10, 10, 9, 0, 0)
const DAY = 24 * 60 * 60 * 1000

export const fullName = (random: Random) => `${random.pick(firstNames)} ${random.pick(lastNames)}`

/** A startup name, or '' for the founders who leave the optional field empty. */
export const startupName = (random: Random) =>
  random.chance(0.25) ? '' : `${random.pick(startupPrefixes)}${random.pick(startupSuffixes)}`

/** A moment during the conference's opening hours (09:00–19:00). */
export const eventMoment = (random: Random) =>
  new Date(EVENT_START + random.integer(0, 3) * DAY + random.integer(0, 10 * 60 * 60 - 1) * 1000)

export const userAgent = (random: Random) => random.pick(userAgents)

/** Most arrive by the booth's QR code (no referrer), some from the event site or a LinkedIn post. */
export function arrival(random: Random): { referrer: string; search: string } {
  const roll = random.next()
  if (roll < 0.7)
    return { referrer: '', search: '?utm_source=websummit&utm_medium=qr&utm_campaign=lisbon2025' }
  if (roll < 0.85) {
    return {
      referrer: 'https://www.linkedin.com/',
      search: '?utm_source=linkedin&utm_medium=social&utm_campaign=lisbon2025',
    }
  }
  return { referrer: 'https://websummit.com/', search: '' }
}
