/**
 * The stored rows and how they are built from validated form values. No zod at run time here (only its types):
 * the site's form pages build rows with this module and load the schemas later, when the visitor starts on the
 * form. `rows-from-values.ts` adds the builders that parse raw values first.
 */
import { trimBlank } from './blank-text.ts'
import type {
  AiHelpArea,
  AiTimeSavings,
  ExternalHelp,
  Role,
  StartupStage,
  ToolUsed,
  TopChallenge,
  TrackingDifficulty,
  TrackingWeekly,
} from './options.ts'
import type { EarlyAccessData, WebsummitData } from './schemas.ts'
import { shownSurveyFields } from './survey-visibility.ts'

export const EARLY_ACCESS_TABLE = 'early_access_registrations'
export const WEBSUMMIT_TABLE = 'websummit_registrations'
/** The two tables a registration goes to. */
export type RegistrationTable = typeof EARLY_ACCESS_TABLE | typeof WEBSUMMIT_TABLE

/** Where and when the visitor submitted; `pageContext()` reads it from the browser. */
export type RegistrationContext = {
  userAgent: string
  referrer: string
  /** The query part of the page address, e.g. `?utm_source=x` (with or without the leading `?`). */
  search: string
  now: Date
}

type TrackingColumns = {
  /**
   * The honeypot, in the row only when something filled it (a bot): a person's row holds exactly the columns
   * the product sends, and the database refuses a row where it is present and not null.
   */
  website?: string
  created_at_gtm: string
  user_agent: string
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

// `type` aliases, not interfaces: supabase-js requires rows to be assignable to Record<string, unknown>.
export type EarlyAccessRow = {
  full_name: string
  email: string
  role: Role | null
  checkbox_consent: true
} & TrackingColumns

export type SurveyData = {
  startupStage: StartupStage
  topChallenge: TopChallenge
  topChallengeOther: string | null
  trackingWeekly: TrackingWeekly
  trackingDifficulties: TrackingDifficulty[]
  trackingDifficultiesOther: string | null
  toolsUsed: ToolUsed[]
  toolsUsedOther: string | null
  externalHelp: ExternalHelp[]
  externalHelpOther: string | null
  aiHelpAreas: AiHelpArea[]
  aiHelpAreasOther: string | null
  aiTimeSavings: AiTimeSavings
}

export type WebsummitRow = {
  full_name: string
  email: string
  startup_name: string | null
  checkbox_consent: true
  survey_data: SurveyData
} & TrackingColumns

/**
 * Bounds of the columns the browser fills in (the database enforces the same ones; a data-api test holds them
 * together). Longer values are cut rather than refused: a long user agent or referrer must never cost a signup.
 */
export const trackingLimits = { userAgentMax: 1000, referrerMax: 2048, utmMax: 255 } as const

/**
 * `text` cut to at most `max` characters as the database counts them (code points). Cutting UTF-16 units
 * (`slice`) could keep the first half of an emoji, a lone surrogate that PostgREST's JSON parser refuses: the
 * whole registration failed.
 */
function cut(text: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` code points: most values are returned as they are.
  return text.length <= max ? text : Array.from(text).slice(0, max).join('')
}

const textOrNull = (text: string | null | undefined, max = Number.POSITIVE_INFINITY) => {
  const bounded = trimBlank(cut(trimBlank(text ?? ''), max))
  return bounded === '' ? null : bounded
}

function trackingColumns(
  website: string,
  { userAgent, referrer, search, now }: RegistrationContext,
): TrackingColumns {
  const query = new URLSearchParams(search)
  const filledHoneypot = textOrNull(website)
  return {
    ...(filledHoneypot === null ? {} : { website: filledHoneypot }),
    created_at_gtm: now.toISOString(),
    user_agent: cut(userAgent, trackingLimits.userAgentMax),
    referrer: textOrNull(referrer, trackingLimits.referrerMax),
    utm_source: textOrNull(query.get('utm_source'), trackingLimits.utmMax),
    utm_medium: textOrNull(query.get('utm_medium'), trackingLimits.utmMax),
    utm_campaign: textOrNull(query.get('utm_campaign'), trackingLimits.utmMax),
  }
}

/**
 * The early_access_registrations row for form values that passed `earlyAccessSchema` (its output): no second
 * parse, nothing to throw. The form's submit builds its row this way from its one validation.
 */
export function earlyAccessRow(data: EarlyAccessData, context: RegistrationContext): EarlyAccessRow {
  return {
    full_name: data.fullName,
    email: data.email,
    role: data.role === '' ? null : data.role,
    checkbox_consent: data.termsAgreed,
    ...trackingColumns(data.website, context),
  }
}

/**
 * The websummit_registrations row for survey values that passed `websummitSchema` (its output). Answers of
 * hidden fields are dropped.
 */
export function websummitRow(data: WebsummitData, context: RegistrationContext): WebsummitRow {
  const shown = shownSurveyFields(data)
  const shownText = (isShown: boolean, text: string) => (isShown ? textOrNull(text) : null)
  return {
    full_name: data.fullName,
    email: data.email,
    startup_name: textOrNull(data.startupName),
    checkbox_consent: data.termsAgreed,
    survey_data: {
      startupStage: data.startupStage,
      topChallenge: data.topChallenge,
      topChallengeOther: shownText(shown.topChallengeOther, data.topChallengeOther),
      trackingWeekly: data.trackingWeekly,
      trackingDifficulties: shown.trackingDifficulties ? data.trackingDifficulties : [],
      trackingDifficultiesOther: shownText(shown.trackingDifficultiesOther, data.trackingDifficultiesOther),
      toolsUsed: data.toolsUsed,
      toolsUsedOther: shownText(shown.toolsUsedOther, data.toolsUsedOther),
      externalHelp: data.externalHelp,
      externalHelpOther: shownText(shown.externalHelpOther, data.externalHelpOther),
      aiHelpAreas: data.aiHelpAreas,
      aiHelpAreasOther: shownText(shown.aiHelpAreasOther, data.aiHelpAreasOther),
      aiTimeSavings: data.aiTimeSavings,
    },
    ...trackingColumns(data.website, context),
  }
}
