import type { SurveyData } from '@app/forms/rows'
import { buildWebsummitRow } from '@app/forms/rows-from-values'
import type { WebsummitValues } from '@app/forms/schemas'
import { testContext, validWebsummit } from '@app/forms/test-fixtures'

/** Stored survey answers as the form would store them (valid, hidden answers dropped). */
export const survey = (answers: Partial<WebsummitValues> = {}): SurveyData =>
  buildWebsummitRow({ ...validWebsummit, ...answers }, testContext).survey_data

export const surveys = (count: number, answers: Partial<WebsummitValues> = {}): SurveyData[] =>
  Array.from({ length: count }, () => survey(answers))
