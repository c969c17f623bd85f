import { OTHER } from '@app/forms/options'
import type { SurveyData } from '@app/forms/rows'
import { buildWebsummitRow } from '@app/forms/rows-from-values'
import { testContext, validWebsummit } from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import { emptyTableColumns } from '../tables.ts'
import { csvLayout } from './flatten.ts'

const websummitColumns = emptyTableColumns.websummit_registrations
const row = (answers: Partial<typeof validWebsummit> = {}) => ({
  id: 7,
  ...buildWebsummitRow({ ...validWebsummit, ...answers }, testContext),
  created_at: '2025-11-11T10:20:31.000+00:00',
})

function cellsByColumn(answers: Partial<typeof validWebsummit> = {}) {
  const layout = csvLayout(websummitColumns)
  const cells = layout.cells(row(answers))
  return Object.fromEntries(layout.header.map((column, index) => [column, cells[index]]))
}

describe('csvLayout', () => {
  it('keeps the other columns in table order and puts the survey where survey_data was', () => {
    const { header } = csvLayout(['id', 'email', 'survey_data', 'created_at'])
    expect(header.slice(0, 3)).toEqual(['id', 'email', 'survey_data.startupStage'])
    expect(header.at(-1)).toBe('created_at')
  })

  it('has a column for every survey field, one per multi-choice option, and no survey_data blob', () => {
    const { header } = csvLayout(websummitColumns)
    const surveyFields = Object.keys(row().survey_data) as (keyof SurveyData)[]
    for (const field of surveyFields) expect(header).toContain(`survey_data.${field}`)
    expect(header).toContain('survey_data.toolsUsed: Google Sheets/Excel')
    expect(header).toContain("survey_data.trackingDifficulties: Don't know how")
    expect(header).not.toContain('survey_data')
    expect(new Set(header).size).toBe(header.length)
  })

  it('writes single choices, joined lists, true/false per option and Other texts', () => {
    const cells = cellsByColumn({
      topChallenge: OTHER,
      topChallengeOther: 'Hiring, in Lisbon',
      toolsUsed: ['Notion/ClickUp/Trello', 'AI tools', OTHER],
      toolsUsedOther: 'Airtable',
    })
    expect(cells).toMatchObject({
      id: '7',
      checkbox_consent: 'true',
      startup_name: 'Analytical Engines',
      'survey_data.startupStage': 'MVP',
      'survey_data.topChallenge': 'Other',
      'survey_data.topChallengeOther': 'Hiring, in Lisbon',
      'survey_data.toolsUsed': 'Notion/ClickUp/Trello; AI tools; Other',
      'survey_data.toolsUsed: Notion/ClickUp/Trello': 'true',
      'survey_data.toolsUsed: Google Sheets/Excel': 'false',
      'survey_data.toolsUsed: AI tools': 'true',
      'survey_data.toolsUsed: Other': 'true',
      'survey_data.toolsUsedOther': 'Airtable',
      'survey_data.externalHelpOther': '',
      referrer: 'https://websummit.com/',
    })
  })

  it('leaves the option columns of a question that was not shown empty, not false', () => {
    const hidden = cellsByColumn({ trackingWeekly: 'Yes' })
    expect(hidden['survey_data.trackingDifficulties']).toBe('')
    expect(hidden['survey_data.trackingDifficulties: Time']).toBe('')
    const shown = cellsByColumn({ trackingWeekly: 'No', trackingDifficulties: ['Time'] })
    expect(shown['survey_data.trackingDifficulties: Time']).toBe('true')
    expect(shown['survey_data.trackingDifficulties: Not a habit']).toBe('false')
  })

  it('writes null as an empty cell', () => {
    expect(cellsByColumn({ startupName: '' }).startup_name).toBe('')
  })
})
