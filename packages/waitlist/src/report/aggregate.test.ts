import { OTHER } from '@app/forms/options'
import { surveyQuestions } from '@app/forms/survey-questions'
import { describe, expect, it } from 'vitest'
import { survey, surveys } from '../../test/surveys.ts'
import {
  buildSurveyReport,
  crossTabByStage,
  isSmallSample,
  rankedOptions,
  SMALL_SAMPLE,
  summariseQuestion,
} from './aggregate.ts'

const question = (field: (typeof surveyQuestions)[number]['field']) => {
  const found = surveyQuestions.find((candidate) => candidate.field === field)
  if (found === undefined) throw new Error(field)
  return found
}

const countsOf = (summary: ReturnType<typeof summariseQuestion>) =>
  Object.fromEntries(
    summary.options.filter(({ count }) => count > 0).map(({ option, count }) => [option, count]),
  )

describe('summariseQuestion', () => {
  it('counts a single-choice question with shares of all respondents', () => {
    const answers = [...surveys(3, { startupStage: 'MVP' }), ...surveys(1, { startupStage: 'Seed' })]
    const summary = summariseQuestion(question('startupStage'), answers)
    expect(summary.base).toBe(4)
    expect(countsOf(summary)).toEqual({ MVP: 3, Seed: 1 })
    expect(summary.options.find(({ option }) => option === 'MVP')?.share).toBe(0.75)
    expect(summary.options.map(({ option }) => option)).toEqual([
      'Idea',
      'Prototype',
      'MVP',
      'Pre-seed',
      'Seed',
      'Series A',
    ])
  })

  it('counts a multi-choice question with shares of respondents who answered, adding up past 100%', () => {
    const answers = [
      survey({ toolsUsed: ['AI tools', 'CRM'] }),
      survey({ toolsUsed: ['AI tools'] }),
      survey({ toolsUsed: ['Google Sheets/Excel', 'AI tools', 'CRM'] }),
      survey({ toolsUsed: ['Analytics'] }),
    ]
    const summary = summariseQuestion(question('toolsUsed'), answers)
    expect(summary.base).toBe(4)
    expect(countsOf(summary)).toEqual({ 'AI tools': 3, CRM: 2, 'Google Sheets/Excel': 1, Analytics: 1 })
    expect(summary.options.reduce((sum, { share }) => sum + share, 0)).toBe(7 / 4)
  })

  it('takes the shares of question 3.1 of the founders who were asked it (those who do not track weekly)', () => {
    const answers = [
      survey({ trackingWeekly: 'No', trackingDifficulties: ['Time', 'Not a habit'] }),
      survey({ trackingWeekly: 'No', trackingDifficulties: ['Time'] }),
      ...surveys(6, { trackingWeekly: 'Yes', trackingDifficulties: ['Time'] }),
    ]
    const summary = summariseQuestion(question('trackingDifficulties'), answers)
    expect(summary.base).toBe(2)
    expect(countsOf(summary)).toEqual({ Time: 2, 'Not a habit': 1 })
    expect(summary.options[0]?.share).toBe(1)
  })

  it('groups the "Other" texts of those who chose Other', () => {
    const answers = [
      survey({ topChallenge: OTHER, topChallengeOther: 'Hiring engineers' }),
      survey({ topChallenge: OTHER, topChallengeOther: 'hiring  engineers.' }),
      survey({ topChallenge: OTHER, topChallengeOther: 'Burnout' }),
      survey({ topChallenge: 'Runway', topChallengeOther: 'never stored' }),
    ]
    expect(summariseQuestion(question('topChallenge'), answers).other).toEqual({
      answered: 3,
      groups: [
        { answer: 'Hiring engineers', count: 2 },
        { answer: 'Burnout', count: 1 },
      ],
    })
  })

  it('has no Other answers for a question without an Other option', () => {
    expect(summariseQuestion(question('startupStage'), surveys(2)).other).toBeUndefined()
  })

  it('gives zero shares, not NaN, when nobody answered', () => {
    const summary = summariseQuestion(question('trackingDifficulties'), surveys(3, { trackingWeekly: 'Yes' }))
    expect(summary.base).toBe(0)
    expect(summary.options.every(({ count, share }) => count === 0 && share === 0)).toBe(true)
  })

  it('ignores a stored value outside the catalogue instead of counting it', () => {
    const odd = { ...survey(), startupStage: 'Unicorn' } as unknown as ReturnType<typeof survey>
    const summary = summariseQuestion(question('startupStage'), [odd, survey()])
    expect(summary.base).toBe(1)
  })
})

describe('small samples', () => {
  it.each([
    { n: 0, small: true },
    { n: 1, small: true },
    { n: SMALL_SAMPLE - 1, small: true },
    { n: SMALL_SAMPLE, small: false },
    { n: 250, small: false },
  ])('n = $n is small: $small', ({ n, small }) => {
    expect(isSmallSample(n)).toBe(small)
    expect(buildSurveyReport(surveys(n)).smallSample).toBe(small)
    expect(summariseQuestion(question('startupStage'), surveys(n)).smallSample).toBe(small)
  })

  it('flags each question by its own base', () => {
    const report = buildSurveyReport([
      ...surveys(40, { trackingWeekly: 'Yes' }),
      ...surveys(5, { trackingWeekly: 'No', trackingDifficulties: ['Time'] }),
    ])
    const flags = Object.fromEntries(
      report.questions.map(({ question: { field }, smallSample }) => [field, smallSample]),
    )
    expect(flags).toMatchObject({ startupStage: false, trackingWeekly: false, trackingDifficulties: true })
  })
})

describe('crossTabByStage', () => {
  const answers = [
    ...surveys(30, { startupStage: 'Pre-seed', topChallenge: 'Fundraising' }),
    ...surveys(10, { startupStage: 'Pre-seed', topChallenge: 'Runway' }),
    ...surveys(3, { startupStage: 'Idea', topChallenge: 'Finding co-founder' }),
  ]
  const crossTab = crossTabByStage(question('topChallenge'), answers)
  const cell = (option: string, stage: string) => {
    const column = crossTab.columns.findIndex((candidate) => candidate.stage === stage)
    return crossTab.rows.find((row) => row.option === option)?.cells[column]
  }

  it('has one column per stage with its n and small-sample flag', () => {
    expect(crossTab.columns.map(({ stage, n, smallSample }) => [stage, n, smallSample])).toEqual([
      ['Idea', 3, true],
      ['Prototype', 0, true],
      ['MVP', 0, true],
      ['Pre-seed', 40, false],
      ['Seed', 0, true],
      ['Series A', 0, true],
    ])
  })

  it.each([
    { option: 'Fundraising', stage: 'Pre-seed', count: 30, share: 0.75 },
    { option: 'Runway', stage: 'Pre-seed', count: 10, share: 0.25 },
    { option: 'Finding co-founder', stage: 'Idea', count: 3, share: 1 },
    { option: 'Fundraising', stage: 'Idea', count: 0, share: 0 },
    { option: 'Fundraising', stage: 'Seed', count: 0, share: 0 },
  ])('$option × $stage = $count ($share of the stage)', ({ option, stage, count, share }) => {
    expect(cell(option, stage)).toEqual({ count, share })
  })

  it('is part of the report for challenge, weekly tracking and AI time savings', () => {
    expect(buildSurveyReport(answers).crossTabs.map(({ question: { field } }) => field)).toEqual([
      'topChallenge',
      'trackingWeekly',
      'aiTimeSavings',
    ])
  })
})

describe('rankedOptions', () => {
  it('ranks by count with ties in catalogue order and Other last', () => {
    const answers = [
      ...surveys(5, { topChallenge: OTHER, topChallengeOther: 'x' }),
      ...surveys(2, { topChallenge: 'Runway' }),
      ...surveys(3, { topChallenge: 'Building team' }),
    ]
    expect(
      rankedOptions(summariseQuestion(question('topChallenge'), answers)).map(({ option }) => option),
    ).toEqual([
      'Building team',
      'Runway',
      'Fundraising',
      'Focus & Prioritization',
      'Maintaining velocity',
      'Finding co-founder',
      'Product-market fit',
      'Customer acquisition',
      'Other',
    ])
  })

  it('keeps a scale in its own order', () => {
    const answers = surveys(3, { aiTimeSavings: 'Takes more time' })
    expect(
      rankedOptions(summariseQuestion(question('aiTimeSavings'), answers)).map(({ option }) => option),
    ).toEqual(['up to 30%', 'up to 50%', 'up to 70%', "Doesn't save time", 'Takes more time'])
  })
})

describe('buildSurveyReport', () => {
  it('summarises every question in the form’s order', () => {
    expect(buildSurveyReport(surveys(2)).questions.map(({ question: { number } }) => number)).toEqual([
      '1',
      '2',
      '3',
      '3.1',
      '4',
      '5',
      '6',
      '7',
    ])
  })
})
