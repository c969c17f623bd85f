import { surveyConditionals } from './options.ts'

/** The survey fields that are shown only for some answers (`surveyConditionals`). */
export type ConditionalSurveyField = (typeof surveyConditionals)[number]['field']

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

/**
 * Which conditional fields are shown, read from the catalogue's `surveyConditionals` (the table the database
 * check is generated from). A question whose deciding question is itself hidden is hidden too. One rule for
 * the form UI, the schema (hidden fields are not validated) and the row builder (hidden answers are not stored).
 */
export function shownSurveyFields(answers: SurveyAnswers): Record<ConditionalSurveyField, boolean> {
  const shown: Partial<Record<string, boolean>> = {}
  for (const { field, shownWhen } of surveyConditionals) {
    const answer: unknown = (answers as Record<string, unknown>)[shownWhen.field]
    const matches =
      'is' in shownWhen
        ? answer === shownWhen.is
        : Array.isArray(answer) && answer.includes(shownWhen.includes)
    shown[field] = matches && shown[shownWhen.field] !== false
  }
  return shown as Record<ConditionalSurveyField, boolean>
}

/**
 * The conditional field that choosing `option` of question `field` reveals (an "Other" box, question 3's "No"
 * revealing 3.1), if any. The survey marks that option with it, so its stylesheet can show the follow-up the
 * moment the option is ticked, before and without any script (`FollowUp` in the marketing app).
 */
export function fieldRevealedBy(field: string, option: string): ConditionalSurveyField | undefined {
  return surveyConditionals.find(
    ({ shownWhen }) =>
      shownWhen.field === field && ('is' in shownWhen ? shownWhen.is : shownWhen.includes) === option,
  )?.field
}
