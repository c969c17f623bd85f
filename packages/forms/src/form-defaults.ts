import type { EarlyAccessValues, WebsummitValues } from './schemas.ts'

// What each form holds before the visitor answers. No zod at run time here: the form pages render with these
// and load the schemas only when the visitor starts on the form.

export const earlyAccessDefaults: EarlyAccessValues = {
  fullName: '',
  email: '',
  role: '',
  termsAgreed: false,
  website: '',
}

export const websummitDefaults: WebsummitValues = {
  fullName: '',
  email: '',
  startupName: '',
  startupStage: '',
  topChallenge: '',
  topChallengeOther: '',
  trackingWeekly: '',
  trackingDifficulties: [],
  trackingDifficultiesOther: '',
  toolsUsed: [],
  toolsUsedOther: '',
  externalHelp: [],
  externalHelpOther: '',
  aiHelpAreas: [],
  aiHelpAreasOther: '',
  aiTimeSavings: '',
  termsAgreed: false,
  website: '',
}
