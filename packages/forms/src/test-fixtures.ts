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
