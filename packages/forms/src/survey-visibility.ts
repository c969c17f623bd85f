import { OTHER, type surveyMultiChoice, TRACKING_WEEKLY_NO } from './options.ts'

/** The survey fields that are shown only for some answers (spec §4 "Survey conditionals"). */
export type ConditionalSurveyField =
  | 'topChallengeOther'
  | 'trackingDifficulties'
  | (typeof surveyMultiChoice)[keyof typeof surveyMultiChoice]['otherField']

/**
 * The answers that decide what is shown. Values are `unknown` on purpose: the schema also evaluates this on
 * input that failed parsing, so it must never throw on a malformed value.
 */
export type SurveyAnswers = {
  topChallenge: unknown
  trackingWeekly: unknown
  trackingDifficulties: unknown
  toolsUsed: unknown
  externalHelp: unknown
  aiHelpAreas: unknown
}

const includesOther = (list: unknown) => Array.isArray(list) && list.includes(OTHER)

/**
 * Which conditional fields are shown. One rule for the form UI, the schema (hidden fields are not validated)
 * and the row builder (hidden answers are not stored).
 */
export function shownSurveyFields(answers: SurveyAnswers): Record<ConditionalSurveyField, boolean> {
  const trackingDifficulties = answers.trackingWeekly === TRACKING_WEEKLY_NO
  return {
    topChallengeOther: answers.topChallenge === OTHER,
    trackingDifficulties,
    trackingDifficultiesOther: trackingDifficulties && includesOther(answers.trackingDifficulties),
    toolsUsedOther: includesOther(answers.toolsUsed),
    externalHelpOther: includesOther(answers.externalHelp),
    aiHelpAreasOther: includesOther(answers.aiHelpAreas),
  }
}
