import { OTHER, startupStageOptions } from '@app/forms/options'
import { websummitSchema } from '@app/forms/schemas'
import { describe, expect, it } from 'vitest'
import { groupOtherAnswers } from '../report/other-answers.ts'
import {
  DEFAULT_SEED,
  earlyAccessSeedRow,
  earlyAccessSeedRows,
  websummitSeedEmail,
  websummitSeedRow,
  websummitSeedRows,
} from './seed-rows.ts'

const rows = websummitSeedRows({ start: 1, count: 1000, seed: DEFAULT_SEED })
const share = (predicate: (row: (typeof rows)[number]) => boolean) =>
  rows.filter(predicate).length / rows.length

describe('websummitSeedRows', () => {
  it('is deterministic: the same seed gives the same rows', () => {
    expect(websummitSeedRows({ start: 1, count: 50, seed: DEFAULT_SEED })).toEqual(rows.slice(0, 50))
  })

  it('gives other rows for another seed', () => {
    expect(websummitSeedRows({ start: 1, count: 50, seed: 7 })).not.toEqual(rows.slice(0, 50))
  })

  it('makes row n the same whatever range it is seeded in', () => {
    expect(websummitSeedRows({ start: 251, count: 3, seed: DEFAULT_SEED })).toEqual(
      [251, 252, 253].map((index) => websummitSeedRow(index, DEFAULT_SEED)),
    )
    expect(websummitSeedRow(17, DEFAULT_SEED)).toEqual(rows[16])
  })

  it('numbers the emails, so they are unique', () => {
    expect(rows[0]?.email).toBe('seed-00001@example.com')
    expect(websummitSeedEmail(12345)).toBe('seed-12345@example.com')
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length)
  })

  it('keeps hidden answers out, as the form does', () => {
    for (const row of rows) {
      const survey = row.survey_data
      if (survey.trackingWeekly !== 'No') expect(survey.trackingDifficulties).toEqual([])
      else expect(survey.trackingDifficulties.length).toBeGreaterThan(0)
      expect(survey.topChallengeOther !== null).toBe(survey.topChallenge === OTHER)
      expect(survey.toolsUsedOther !== null).toBe(survey.toolsUsed.includes(OTHER))
    }
  })

  it('builds rows that pass the form’s own schema', () => {
    for (const row of rows.slice(0, 200)) {
      const { survey_data: survey } = row
      const result = websummitSchema.safeParse({
        fullName: row.full_name,
        email: row.email,
        startupName: row.startup_name ?? '',
        ...survey,
        topChallengeOther: survey.topChallengeOther ?? '',
        trackingDifficultiesOther: survey.trackingDifficultiesOther ?? '',
        toolsUsedOther: survey.toolsUsedOther ?? '',
        externalHelpOther: survey.externalHelpOther ?? '',
        aiHelpAreasOther: survey.aiHelpAreasOther ?? '',
        termsAgreed: row.checkbox_consent,
        website: row.website ?? '',
      })
      expect(result.success).toBe(true)
    }
  })

  it('looks like an event crowd: mostly MVP and Pre-seed, every stage present', () => {
    const stages = startupStageOptions.map((stage) => share((row) => row.survey_data.startupStage === stage))
    expect(stages.every((part) => part > 0.04)).toBe(true)
    expect(share((row) => ['MVP', 'Pre-seed'].includes(row.survey_data.startupStage))).toBeGreaterThan(0.4)
  })

  it('makes Fundraising and Product-market fit the most common challenges', () => {
    const counts = new Map<string, number>()
    for (const { survey_data: survey } of rows)
      counts.set(survey.topChallenge, (counts.get(survey.topChallenge) ?? 0) + 1)
    const challenges = [...counts].sort(([, a], [, b]) => b - a)
    expect(challenges.slice(0, 2).map(([challenge]) => challenge)).toEqual([
      'Fundraising',
      'Product-market fit',
    ])
  })

  it('has "Other" answers that repeat in different spellings', () => {
    const texts = rows.flatMap((row) =>
      row.survey_data.topChallengeOther ? [row.survey_data.topChallengeOther] : [],
    )
    const spellings = new Set(texts)
    const groups = groupOtherAnswers(texts)
    expect(groups.length).toBeLessThan(spellings.size)
    expect(groups[0]?.count).toBeGreaterThan(3)
  })

  it('stamps submissions during Web Summit Lisbon 2025 (10–13 November)', () => {
    for (const row of rows) {
      expect(
        row.created_at_gtm >= '2025-11-10T09:00:00.000Z' && row.created_at_gtm < '2025-11-13T19:00:00.000Z',
      ).toBe(true)
    }
  })
})

describe('earlyAccessSeedRows', () => {
  it('is deterministic, numbered, and leaves some roles empty', () => {
    const early = earlyAccessSeedRows({ start: 1, count: 200, seed: DEFAULT_SEED })
    expect(early[4]).toEqual(earlyAccessSeedRow(5, DEFAULT_SEED))
    expect(early[0]?.email).toBe('seed-early-00001@example.com')
    expect(early.some((row) => row.role === null)).toBe(true)
    expect(new Set(early.map((row) => row.role)).size).toBeGreaterThan(5)
  })
})
