import type { RegistrationContext } from './rows.ts'
import type { EarlyAccessValues, WebsummitValues } from './schemas.ts'

/** Valid values that tests vary one field at a time. */
export const validEarlyAccess: EarlyAccessValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'founder',
  termsAgreed: true,
  website: '',
}

export const validWebsummit: WebsummitValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  startupName: 'Analytical Engines',
  startupStage: 'MVP',
  topChallenge: 'Fundraising',
  topChallengeOther: '',
  trackingWeekly: 'Yes',
  trackingDifficulties: [],
  trackingDifficultiesOther: '',
  toolsUsed: ['Notion/ClickUp/Trello'],
  toolsUsedOther: '',
  externalHelp: ['Mentor'],
  externalHelpOther: '',
  aiHelpAreas: ['Prioritization'],
  aiHelpAreasOther: '',
  aiTimeSavings: 'up to 50%',
  termsAgreed: true,
  website: '',
}

export const testContext: RegistrationContext = {
  userAgent: 'Mozilla/5.0 (test)',
  referrer: 'https://websummit.com/',
  search: '?utm_source=websummit&utm_medium=qr&utm_campaign=lisbon2025',
  now: new Date('2025-11-11T10:20:30.456Z'),
}

/**
 * Characters that `trim()` keeps but that show nothing on their own, so the forms and the database treat them
 * as white space at either end of a text (`EDGE_BLANK_CHARACTERS`): zero-width spaces and joiners, direction
 * marks and controls, the soft hyphen, the Hangul fillers, the blank Braille pattern.
 */
export const invisibleEdgeCharacters = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u180e',
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u115f',
  '\u1160',
  '\u17b4',
  '\u17b5',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2064',
  '\u2066',
  '\u2069',
  '\u206f',
  '\u2800',
  '\u3164',
  '\uffa0',
] as const
