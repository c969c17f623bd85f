/**
 * The option catalogue (docs/waitlist.md, "Fields"): the only list of allowed values. The form UI renders
 * these, the zod schemas accept exactly these, and the database CHECK constraints are generated from them.
 * Survey answers are stored as the option label itself (the label is the value).
 */

import { regexes } from 'zod/mini'

export const OTHER = 'Other'

export const roleOptions = [
  { label: 'Founder', value: 'founder' },
  { label: 'Future Founder', value: 'future_founder' },
  { label: 'Angel Investor', value: 'angel_investor' },
  { label: 'Fund/VC', value: 'fund_vc' },
  { label: 'Accelerator', value: 'accelerator' },
  { label: 'Mentor', value: 'mentor' },
  { label: 'Advisor', value: 'advisor' },
  { label: 'Other', value: 'other' },
] as const

export type Role = (typeof roleOptions)[number]['value']
export const roleValues = roleOptions.map((option) => option.value) as [Role, ...Role[]]

export const startupStageOptions = ['Idea', 'Prototype', 'MVP', 'Pre-seed', 'Seed', 'Series A'] as const

export const topChallengeOptions = [
  'Fundraising',
  'Focus & Prioritization',
  'Maintaining velocity',
  'Finding co-founder',
  'Building team',
  'Product-market fit',
  'Customer acquisition',
  'Runway',
  OTHER,
] as const

export const trackingWeeklyOptions = ['Yes', 'Sometimes', 'No'] as const

export const trackingDifficultyOptions = [
  'Time',
  'Unclear metrics',
  'No good tool',
  'Not a habit',
  "Don't know how",
  OTHER,
] as const

export const toolsUsedOptions = [
  'Notion/ClickUp/Trello',
  'Google Sheets/Excel',
  'Analytics',
  'Slack/WhatsApp/Telegram',
  'AI tools',
  'KPI dashboards',
  'CRM',
  OTHER,
] as const

export const externalHelpOptions = [
  'Mentor',
  'Professional Advisor',
  'Co-founder (Team)',
  'Online communities',
  'AI assistant',
  'Education',
  'On my own',
  OTHER,
] as const

export const aiHelpAreaOptions = [
  'Decision-making',
  'Prioritization',
  'Market research',
  'Analysis',
  'Idea evaluation',
  'Pitch decks',
  'Team management',
  'Investor updates',
  'Communication',
  OTHER,
] as const

export const aiTimeSavingsOptions = [
  'up to 30%',
  'up to 50%',
  'up to 70%',
  "Doesn't save time",
  'Takes more time',
] as const

export type StartupStage = (typeof startupStageOptions)[number]
export type TopChallenge = (typeof topChallengeOptions)[number]
export type TrackingWeekly = (typeof trackingWeeklyOptions)[number]
export type TrackingDifficulty = (typeof trackingDifficultyOptions)[number]
export type ToolUsed = (typeof toolsUsedOptions)[number]
export type ExternalHelp = (typeof externalHelpOptions)[number]
export type AiHelpArea = (typeof aiHelpAreaOptions)[number]
export type AiTimeSavings = (typeof aiTimeSavingsOptions)[number]

/** The trackingWeekly answer that opens question 3.1 (tracking difficulties). */
export const TRACKING_WEEKLY_NO: TrackingWeekly = 'No'

/** Single-choice survey fields and their allowed values (drives the SQL checks as well). */
export const surveySingleChoice = {
  startupStage: startupStageOptions,
  topChallenge: topChallengeOptions,
  trackingWeekly: trackingWeeklyOptions,
  aiTimeSavings: aiTimeSavingsOptions,
} as const

/** Multi-choice survey fields, their allowed values and the matching free-text "Other" field. */
export const surveyMultiChoice = {
  trackingDifficulties: { options: trackingDifficultyOptions, otherField: 'trackingDifficultiesOther' },
  toolsUsed: { options: toolsUsedOptions, otherField: 'toolsUsedOther' },
  externalHelp: { options: externalHelpOptions, otherField: 'externalHelpOther' },
  aiHelpAreas: { options: aiHelpAreaOptions, otherField: 'aiHelpAreasOther' },
} as const

/** Every "Other" free-text field of survey_data. */
export const surveyOtherFields = [
  'topChallengeOther',
  'trackingDifficultiesOther',
  'toolsUsedOther',
  'externalHelpOther',
  'aiHelpAreasOther',
] as const

/**
 * Survey questions shown only for some answers (docs/waitlist.md, "Conditional questions"): `field` is shown
 * when the answer to `shownWhen.field` is (`is`) or includes (`includes`) the given option, and that question
 * is itself shown. One table for the form UI, the zod schema, the row builder and the database check, which
 * refuses any answer to a hidden question. `requiredWhenShown`: the two rules that depend on another answer
 * (top challenge Other needs a non-blank text; tracking weekly No needs at least one difficulty).
 */
export const surveyConditionals = [
  { field: 'topChallengeOther', shownWhen: { field: 'topChallenge', is: OTHER }, requiredWhenShown: true },
  {
    field: 'trackingDifficulties',
    shownWhen: { field: 'trackingWeekly', is: TRACKING_WEEKLY_NO },
    requiredWhenShown: true,
  },
  ...Object.entries(surveyMultiChoice).map(([field, { otherField }]) => ({
    field: otherField,
    shownWhen: { field, includes: OTHER },
    requiredWhenShown: false,
  })),
] as const satisfies readonly SurveyConditional[]

export type SurveyConditional = {
  field: string
  shownWhen: { field: string; is: string } | { field: string; includes: string }
  requiredWhenShown: boolean
}

/** Multi-choice questions that need at least one option whenever they are shown (docs/waitlist.md). */
export const requiredSurveyLists = ['toolsUsed', 'externalHelp', 'aiHelpAreas'] as const

/**
 * What counts as white space at either end of a text, as the body of a regular-expression character class
 * that JavaScript and PostgreSQL read alike: what `String.prototype.trim()` removes (tab to carriage return,
 * space, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) plus characters that
 * show nothing on their own: the invisible format characters (soft hyphen U+00AD, U+034F, U+061C, U+180E,
 * U+200B–U+200F, the direction controls U+202A–U+202E and U+2066–U+206F, U+2060–U+2064), the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), U+17B4, U+17B5 and the blank Braille pattern U+2800. So a name of
 * "\u200b\u200b" or "\u3164\u3164" is as blank as "  ". The forms trim these and the database refuses them at
 * either end. Variation selectors are not among them: one after an emoji belongs to it.
 */
export const EDGE_BLANK_CHARACTERS =
  '\\u0009-\\u000d\\u0020\\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u2800\\u3000\\u3164\\ufeff\\uffa0'

/** Length limits of what a visitor types (docs/timings-and-numbers.md), shared by the zod schemas and SQL checks. */
export const limits = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 255,
  startupNameMax: 200,
  otherTextMax: 500,
} as const

/** The address format the form accepts (zod's email pattern); the database's check is built from it too. */
export const EMAIL_PATTERN = regexes.email
