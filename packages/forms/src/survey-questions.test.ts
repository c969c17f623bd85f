import { describe, expect, it } from 'vitest'
import {
  aiHelpAreaOptions,
  aiTimeSavingsOptions,
  externalHelpOptions,
  startupStageOptions,
  toolsUsedOptions,
  topChallengeOptions,
  trackingDifficultyOptions,
  trackingWeeklyOptions,
} from './options.ts'
import { surveyQuestionByField, surveyQuestions } from './survey-questions.ts'
import { shownSurveyFields } from './survey-visibility.ts'

describe('surveyQuestions', () => {
  it.each([
    {
      number: '1',
      field: 'startupStage',
      kind: 'single',
      options: startupStageOptions,
      otherField: undefined,
    },
    {
      number: '2',
      field: 'topChallenge',
      kind: 'single',
      options: topChallengeOptions,
      otherField: 'topChallengeOther',
    },
    {
      number: '3',
      field: 'trackingWeekly',
      kind: 'single',
      options: trackingWeeklyOptions,
      otherField: undefined,
    },
    {
      number: '3.1',
      field: 'trackingDifficulties',
      kind: 'multi',
      options: trackingDifficultyOptions,
      otherField: 'trackingDifficultiesOther',
    },
    {
      number: '4',
      field: 'toolsUsed',
      kind: 'multi',
      options: toolsUsedOptions,
      otherField: 'toolsUsedOther',
    },
    {
      number: '5',
      field: 'externalHelp',
      kind: 'multi',
      options: externalHelpOptions,
      otherField: 'externalHelpOther',
    },
    {
      number: '6',
      field: 'aiHelpAreas',
      kind: 'multi',
      options: aiHelpAreaOptions,
      otherField: 'aiHelpAreasOther',
    },
    {
      number: '7',
      field: 'aiTimeSavings',
      kind: 'single',
      options: aiTimeSavingsOptions,
      otherField: undefined,
    },
  ])(
    'asks $number. $field ($kind) with the option list itself',
    ({ number, field, kind, options, otherField }) => {
      const question = surveyQuestions.find((candidate) => candidate.number === number)
      expect(question).toMatchObject({ field, kind, otherField })
      // The very list of options.ts, not a copy of it.
      expect(question?.options).toBe(options)
    },
  )

  it('asks the questions in the form’s order, 3.1 right after 3', () => {
    expect(surveyQuestions.map(({ number }) => number)).toEqual(['1', '2', '3', '3.1', '4', '5', '6', '7'])
  })

  it('makes 3.1 the follow-up that only a "No" to weekly tracking opens', () => {
    const followUp = surveyQuestions.find(({ number }) => number === '3.1')
    expect(followUp?.field).toBe('trackingDifficulties')
    const answers = {
      topChallenge: '',
      trackingDifficulties: [],
      toolsUsed: [],
      externalHelp: [],
      aiHelpAreas: [],
    }
    expect(
      trackingWeeklyOptions.filter(
        (trackingWeekly) => shownSurveyFields({ ...answers, trackingWeekly }).trackingDifficulties,
      ),
    ).toEqual(['No'])
  })

  it('words every question once, as a question', () => {
    const texts = surveyQuestions.map(({ text }) => text)
    expect(new Set(texts).size).toBe(texts.length)
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\?$/)
  })

  it('treats only stage, weekly tracking and time saved as scales', () => {
    expect(surveyQuestions.filter(({ ordinal }) => ordinal).map(({ field }) => field)).toEqual([
      'startupStage',
      'trackingWeekly',
      'aiTimeSavings',
    ])
  })

  it.each(surveyQuestions.map((question) => ({ question })))(
    'finds $question.field by its field',
    ({ question }) => {
      expect(surveyQuestionByField[question.field]).toBe(question)
    },
  )
})
