import { surveyQuestions } from '@app/forms/survey-questions'
import type { Row } from '../data-api-client.ts'

const SURVEY_COLUMN = 'survey_data'
/** Joins the answers of a multi-choice question in one cell; no option label contains it. */
const LIST_SEPARATOR = '; '

const surveyColumn = (field: string) => `${SURVEY_COLUMN}.${field}`
const optionColumn = (field: string, option: string) => `${SURVEY_COLUMN}.${field}: ${option}`

type CellReader = (survey: Record<string, unknown>) => string

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(cellText).join(LIST_SEPARATOR)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * The CSV columns that replace survey_data, in question order: each question's answer (a multi-choice list
 * joined with "; "), for multi-choice questions one true/false column per option (spreadsheets count those
 * directly), then the question's "Other" text. An empty list means the question was not shown (3.1 is asked
 * only when the founder does not track weekly), so its option columns stay empty rather than false.
 */
const surveyCells: ReadonlyArray<{ column: string; read: CellReader }> = surveyQuestions.flatMap(
  ({ field, kind, options, otherField }) => {
    const answer = {
      column: surveyColumn(field),
      read: (survey: Record<string, unknown>) => cellText(survey[field]),
    }
    const ticks =
      kind === 'multi'
        ? options.map((option) => ({
            column: optionColumn(field, option),
            read: (survey: Record<string, unknown>) => {
              const answers = survey[field]
              return Array.isArray(answers) && answers.length > 0 ? String(answers.includes(option)) : ''
            },
          }))
        : []
    const other =
      otherField === undefined
        ? []
        : [
            {
              column: surveyColumn(otherField),
              read: (survey: Record<string, unknown>) => cellText(survey[otherField]),
            },
          ]
    return [answer, ...ticks, ...other]
  },
)

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** A table's CSV layout: its columns with survey_data spread out, and how to turn a row into cells. */
export interface CsvLayout {
  header: string[]
  cells(row: Row): string[]
}

export function csvLayout(columns: readonly string[]): CsvLayout {
  const readers: Array<{ column: string; read: (row: Row) => string }> = columns.flatMap((column) =>
    column === SURVEY_COLUMN
      ? surveyCells.map(({ column: name, read }) => ({
          column: name,
          read: (row: Row) => read(asRecord(row[column])),
        }))
      : [{ column, read: (row: Row) => cellText(row[column]) }],
  )
  return {
    header: readers.map(({ column }) => column),
    cells: (row) => readers.map(({ read }) => read(row)),
  }
}
