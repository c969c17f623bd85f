import { describe, expect, it } from 'vitest'
import { surveys } from '../../test/surveys.ts'
import { buildSurveyReport } from './aggregate.ts'
import { keyFindings } from './key-findings.ts'

describe('keyFindings', () => {
  it('states percentages for a sample of 30 or more', () => {
    const report = buildSurveyReport([
      ...surveys(24, { topChallenge: 'Fundraising', trackingWeekly: 'Yes', aiTimeSavings: 'up to 50%' }),
      ...surveys(16, {
        topChallenge: 'Runway',
        trackingWeekly: 'Sometimes',
        aiTimeSavings: 'Takes more time',
      }),
    ])
    expect(keyFindings(report)).toEqual([
      { label: 'Respondents', value: '40', detail: 'founders answered the survey' },
      { label: 'Top challenge', value: 'Fundraising', detail: '60% of respondents (24)' },
      { label: 'Track progress every week', value: '60%', detail: 'answered Yes; 40% answered Sometimes' },
      {
        label: 'AI already saves time',
        value: '60%',
        detail: 'say AI tools already save them time (up to 30%, up to 50%, up to 70%)',
      },
      {
        label: 'Most wanted AI help',
        value: 'Prioritization',
        detail: '100% of respondents who answered (40)',
      },
    ])
  })

  it('gives counts instead of percentages for a small sample', () => {
    const report = buildSurveyReport([
      ...surveys(3, { topChallenge: 'Fundraising', trackingWeekly: 'Yes' }),
      ...surveys(1, { topChallenge: 'Runway', trackingWeekly: 'No', trackingDifficulties: ['Time'] }),
    ])
    const findings = keyFindings(report)
    expect(findings.find(({ label }) => label === 'Top challenge')?.detail).toBe('3 of 4 respondents')
    expect(findings.find(({ label }) => label === 'Track progress every week')).toMatchObject({
      value: '3 of 4',
      detail: 'answered Yes; 0 of 4 answered Sometimes',
    })
  })

  it('has only the respondent count when nobody answered yet', () => {
    expect(keyFindings(buildSurveyReport([]))).toEqual([
      { label: 'Respondents', value: '0', detail: 'founders answered the survey' },
    ])
  })
})
