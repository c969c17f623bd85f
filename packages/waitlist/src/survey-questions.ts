import { surveyMultiChoice, surveySingleChoice } from '@app/forms/options'
import type { SurveyData } from '@app/forms/rows'

type SingleField = keyof typeof surveySingleChoice
type MultiField = keyof typeof surveyMultiChoice
type OtherField = Extract<keyof SurveyData, `${string}Other`>

export type SurveyQuestion = {
  /** As the form numbers it: 1 to 7, and 3.1 for the conditional follow-up. */
  number: string
  field: SingleField | MultiField
  kind: 'single' | 'multi'
  options: readonly string[]
  /** Where the "Other" answer's text is stored, if the question has one. */
  otherField: OtherField | undefined
  /** The options form a scale (stage, frequency, amount): shown in catalogue order, never ranked. */
  ordinal: boolean
}

const single = (
  number: string,
  field: SingleField,
  ordinal: boolean,
  otherField?: OtherField,
): SurveyQuestion => ({
  number,
  field,
  kind: 'single',
  options: surveySingleChoice[field],
  otherField,
  ordinal,
})

const multi = (number: string, field: MultiField): SurveyQuestion => ({
  number,
  field,
  kind: 'multi',
  options: surveyMultiChoice[field].options,
  otherField: surveyMultiChoice[field].otherField,
  ordinal: false,
})

/** The survey's questions in the order the form asks them (1–7 with the conditional 3.1 after 3). */
export const surveyQuestions = [
  single('1', 'startupStage', true),
  single('2', 'topChallenge', false, 'topChallengeOther'),
  single('3', 'trackingWeekly', true),
  multi('3.1', 'trackingDifficulties'),
  multi('4', 'toolsUsed'),
  multi('5', 'externalHelp'),
  multi('6', 'aiHelpAreas'),
  single('7', 'aiTimeSavings', true),
] as const satisfies readonly SurveyQuestion[]

export type QuestionField = SurveyQuestion['field']
