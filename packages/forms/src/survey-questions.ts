import { surveyMultiChoice, surveySingleChoice } from './options.ts'
import type { SurveyData } from './rows.ts'

type SingleField = keyof typeof surveySingleChoice
type MultiField = keyof typeof surveyMultiChoice
type OtherField = Extract<keyof SurveyData, `${string}Other`>

export type SurveyQuestion = {
  /** As the form numbers it: 1 to 7, and 3.1 for the conditional follow-up. */
  number: string
  field: SingleField | MultiField
  kind: 'single' | 'multi'
  /** The question exactly as the form asks it. */
  text: string
  options: readonly string[]
  /** Where the "Other" answer's text is stored, if the question has one. */
  otherField: OtherField | undefined
  /** The options form a scale (stage, frequency, amount): shown in catalogue order, never ranked. */
  ordinal: boolean
}

const single = (
  number: string,
  field: SingleField,
  text: string,
  { ordinal, otherField }: { ordinal: boolean; otherField?: OtherField },
): SurveyQuestion => ({
  number,
  field,
  kind: 'single',
  text,
  options: surveySingleChoice[field],
  otherField,
  ordinal,
})

const multi = (number: string, field: MultiField, text: string): SurveyQuestion => ({
  number,
  field,
  kind: 'multi',
  text,
  options: surveyMultiChoice[field].options,
  otherField: surveyMultiChoice[field].otherField,
  ordinal: false,
})

/** The survey's questions in the order the form asks them (1–7 with the conditional 3.1 after 3). */
export const surveyQuestions = [
  single('1', 'startupStage', 'What stage is your startup at?', { ordinal: true }),
  single('2', 'topChallenge', 'What is your top challenge right now?', {
    ordinal: false,
    otherField: 'topChallengeOther',
  }),
  single('3', 'trackingWeekly', "Do you track your startup's progress every week?", { ordinal: true }),
  multi('3.1', 'trackingDifficulties', 'What makes weekly tracking difficult?'),
  multi('4', 'toolsUsed', 'Which tools do you use to run your startup?'),
  multi('5', 'externalHelp', 'Where do you get help with startup decisions?'),
  multi('6', 'aiHelpAreas', 'Where would you like AI to help you most?'),
  single('7', 'aiTimeSavings', 'How much time do AI tools save you today?', { ordinal: true }),
] as const satisfies readonly SurveyQuestion[]

export type QuestionField = SurveyQuestion['field']

/** Each question by its field; every field has exactly one question (checked by the tests). */
export const surveyQuestionByField = Object.fromEntries(
  surveyQuestions.map((question) => [question.field, question]),
) as Record<QuestionField, SurveyQuestion>
