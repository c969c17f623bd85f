import { OTHER, type StartupStage, startupStageOptions } from '@app/forms/options'
import type { SurveyData } from '@app/forms/rows'
import { type QuestionField, type SurveyQuestion, surveyQuestions } from '@app/forms/survey-questions'
import { groupOtherAnswers, type OtherAnswerGroup } from './other-answers.ts'

/** Below this many respondents a share is too noisy to state as a finding (the usual rule of thumb). */
export const SMALL_SAMPLE = 30

export const isSmallSample = (n: number) => n < SMALL_SAMPLE

export interface OptionCount {
  option: string
  count: number
  /** count / base, from 0 to 1; 0 when nobody answered. */
  share: number
}

interface OtherAnswers {
  /** Respondents who chose Other and wrote something. */
  answered: number
  groups: OtherAnswerGroup[]
}

export interface QuestionSummary {
  question: SurveyQuestion
  /**
   * Respondents the shares are of: those who answered. Everyone answers the single-choice questions; a
   * multi-choice question counts those with at least one option, so question 3.1 counts only founders who do
   * not track weekly (the only ones it is shown to).
   */
  base: number
  smallSample: boolean
  /** In catalogue order. */
  options: OptionCount[]
  other: OtherAnswers | undefined
}

interface StageColumn {
  stage: StartupStage
  /** Respondents of this stage who answered the question. */
  n: number
  smallSample: boolean
}

interface CrossTabRow {
  option: string
  /** One per stage column; share of that column's n. */
  cells: Array<{ count: number; share: number }>
}

export interface CrossTab {
  question: SurveyQuestion
  columns: StageColumn[]
  rows: CrossTabRow[]
}

export interface SurveyReport {
  respondents: number
  smallSample: boolean
  questions: QuestionSummary[]
  crossTabs: CrossTab[]
}

/** The questions whose answers plausibly change with the startup's stage; other cross-tabs say little. */
const crossTabFields = ['topChallenge', 'trackingWeekly', 'aiTimeSavings'] as const satisfies QuestionField[]

/** count / base, and 0 rather than NaN when nobody answered. */
export const shareOf = (count: number, base: number) => (base === 0 ? 0 : count / base)

/** A respondent's catalogue answers to a question (anything else stored is ignored, never counted). */
function answersOf(survey: SurveyData, question: SurveyQuestion): string[] {
  const value: unknown = survey[question.field]
  const answers = Array.isArray(value) ? value : [value]
  return question.options.filter((option) => answers.includes(option))
}

function countOptions(question: SurveyQuestion, surveys: readonly SurveyData[]) {
  const counts = new Map<string, number>(question.options.map((option) => [option, 0]))
  let base = 0
  for (const survey of surveys) {
    const answers = answersOf(survey, question)
    if (answers.length > 0) base += 1
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1)
  }
  const options = question.options.map((option) => {
    const count = counts.get(option) ?? 0
    return { option, count, share: shareOf(count, base) }
  })
  return { base, options }
}

function otherAnswers(question: SurveyQuestion, surveys: readonly SurveyData[]): OtherAnswers | undefined {
  const { otherField } = question
  if (otherField === undefined) return undefined
  const texts = surveys.flatMap((survey) => {
    const text = survey[otherField]
    return answersOf(survey, question).includes(OTHER) && typeof text === 'string' ? [text] : []
  })
  return { answered: texts.length, groups: groupOtherAnswers(texts) }
}

export function summariseQuestion(question: SurveyQuestion, surveys: readonly SurveyData[]): QuestionSummary {
  const { base, options } = countOptions(question, surveys)
  return { question, base, smallSample: isSmallSample(base), options, other: otherAnswers(question, surveys) }
}

export function crossTabByStage(question: SurveyQuestion, surveys: readonly SurveyData[]): CrossTab {
  const byStage = startupStageOptions.map((stage) => {
    const { base, options } = countOptions(
      question,
      surveys.filter((survey) => survey.startupStage === stage),
    )
    return { column: { stage, n: base, smallSample: isSmallSample(base) }, options }
  })
  return {
    question,
    columns: byStage.map(({ column }) => column),
    rows: question.options.map((option, index) => ({
      option,
      cells: byStage.map(({ options }) => {
        const { count = 0, share = 0 } = options[index] ?? {}
        return { count, share }
      }),
    })),
  }
}

/** Options largest first (catalogue order on ties), "Other" last; a scale keeps its own order. */
export function rankedOptions(summary: QuestionSummary): OptionCount[] {
  if (summary.question.ordinal) return summary.options
  const rank = (option: OptionCount) => (option.option === OTHER ? -1 : option.count)
  return [...summary.options].sort((a, b) => rank(b) - rank(a))
}

/** Every number of the report, from the stored survey answers. Pure: no I/O, no clock. */
export function buildSurveyReport(surveys: readonly SurveyData[]): SurveyReport {
  return {
    respondents: surveys.length,
    smallSample: isSmallSample(surveys.length),
    questions: surveyQuestions.map((question) => summariseQuestion(question, surveys)),
    crossTabs: surveyQuestions
      .filter((question) => (crossTabFields as readonly string[]).includes(question.field))
      .map((question) => crossTabByStage(question, surveys)),
  }
}
