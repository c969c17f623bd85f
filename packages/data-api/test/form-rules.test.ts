/**
 * The database is the last line of defence: it refuses everything the forms refuse — cross-field survey
 * rules, invisible white space at the ends, impossible timestamps, a filled honeypot — and the forms' row
 * builders never build a row it refuses.
 */
import { createRegistrationClient } from '@app/forms/client'
import {
  aiHelpAreaOptions,
  externalHelpOptions,
  OTHER,
  surveyMultiChoice,
  toolsUsedOptions,
  topChallengeOptions,
  trackingDifficultyOptions,
  trackingWeeklyOptions,
} from '@app/forms/options'
import type { RegistrationTable } from '@app/forms/rows'
import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { type WebsummitValues, websummitSchema } from '@app/forms/schemas'
import {
  invisibleEdgeCharacters as invisible,
  testContext,
  validEarlyAccess,
  validWebsummit,
} from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import { anonKey, request, rowsWithEmail, targets, uniqueEmail, visitorFetch } from './support.ts'

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/**
 * Valid survey states as a visitor leaves them, hidden answers included (a visitor can answer 3.1, then set
 * weekly tracking back to Yes): every top challenge, every weekly-tracking answer, each list with and
 * without Other, Other texts padded with invisible characters. The row builder drops what is hidden.
 */
function validSurveyStates(): Array<[string, WebsummitValues]> {
  const states: Array<[string, WebsummitValues]> = []
  const lists = (
    index: number,
    withOther: boolean,
  ): Pick<WebsummitValues, 'toolsUsed' | 'externalHelp' | 'aiHelpAreas'> => ({
    toolsUsed: withOther ? [pick(toolsUsedOptions, index), OTHER] : [pick(toolsUsedOptions, index + 1)],
    externalHelp: withOther ? [OTHER] : [pick(externalHelpOptions, index)],
    aiHelpAreas: withOther
      ? [pick(aiHelpAreaOptions, index), OTHER]
      : [pick(aiHelpAreaOptions, index + 2), pick(aiHelpAreaOptions, index + 3)],
  })
  topChallengeOptions.forEach((topChallenge, index) => {
    for (const trackingWeekly of trackingWeeklyOptions) {
      const withOther = index % 2 === 0
      const pad = pick(invisible, index)
      const values: WebsummitValues = {
        ...validWebsummit,
        startupName: index % 3 === 0 ? `${pad}` : `${pad}Startup ${index}${pad}`,
        topChallenge,
        // Typed before choosing another challenge: hidden unless topChallenge is Other.
        topChallengeOther: `${pad}My challenge${pad}`,
        trackingWeekly,
        // Answered while weekly tracking was No, then left: hidden unless it still is.
        trackingDifficulties: [pick(trackingDifficultyOptions, index), ...(withOther ? [OTHER] : [])].filter(
          (option, at, all) => all.indexOf(option) === at,
        ) as WebsummitValues['trackingDifficulties'],
        trackingDifficultiesOther: withOther ? `No data${pad}` : `${pad}typed, then Other unticked`,
        ...lists(index, withOther),
        toolsUsedOther: withOther ? `${pad}Airtable` : 'typed, then Other unticked',
        externalHelpOther: withOther ? '' : 'hidden',
        aiHelpAreasOther: withOther ? `Hiring${pad}` : '',
      }
      states.push([`${topChallenge} / weekly ${trackingWeekly} / Other ${withOther}`, values])
    }
  })
  return states
}

type Payload = Record<string, unknown>
const survey = (changes: Payload): Payload => ({
  ...buildWebsummitRow(validWebsummit, testContext).survey_data,
  ...changes,
})

// Rows the forms never build, each breaking one cross-field rule.
const crossFieldCases: Array<[string, Payload]> = [
  ...Object.keys(surveyMultiChoice).map((field): [string, Payload] => {
    const option = surveyMultiChoice[field as keyof typeof surveyMultiChoice].options[0]
    return [
      `${field} listing an option twice`,
      survey({ trackingWeekly: 'No', trackingDifficulties: ['Time'], [field]: [option, option] }),
    ]
  }),
  ['toolsUsedOther without Other in toolsUsed', survey({ toolsUsed: ['CRM'], toolsUsedOther: 'Airtable' })],
  ['externalHelpOther without Other', survey({ externalHelp: ['Mentor'], externalHelpOther: 'Cat' })],
  ['aiHelpAreasOther without Other', survey({ aiHelpAreas: ['Analysis'], aiHelpAreasOther: 'Hiring' })],
  [
    'topChallengeOther when topChallenge is Runway',
    survey({ topChallenge: 'Runway', topChallengeOther: 'x' }),
  ],
  ...(['Yes', 'Sometimes'] as const).map((weekly): [string, Payload] => [
    `trackingDifficulties when trackingWeekly is ${weekly}`,
    survey({ trackingWeekly: weekly, trackingDifficulties: ['Time'] }),
  ]),
  [
    'trackingDifficultiesOther when trackingWeekly is Yes',
    survey({ trackingWeekly: 'Yes', trackingDifficulties: [], trackingDifficultiesOther: 'x' }),
  ],
  [
    'trackingDifficultiesOther without Other in trackingDifficulties',
    survey({ trackingWeekly: 'No', trackingDifficulties: ['Time'], trackingDifficultiesOther: 'x' }),
  ],
  [
    'topChallengeOther blank when topChallenge is Other',
    survey({ topChallenge: 'Other', topChallengeOther: null }),
  ],
  [
    'trackingDifficulties empty when trackingWeekly is No',
    survey({ trackingWeekly: 'No', trackingDifficulties: [], trackingDifficultiesOther: null }),
  ],
]

describe.each(targets)('form rules in the database on $name', ({ url }) => {
  const registrations = createRegistrationClient({
    supabaseUrl: url,
    anonKey,
    options: { global: { fetch: visitorFetch } },
  })

  async function refused(table: RegistrationTable, row: Payload) {
    const response = await request(url, table, { method: 'POST', body: JSON.stringify(row) })
    const body = await response.json()
    expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: '23514' })
    expect(await rowsWithEmail(url, table, String(row.email))).toBe(0)
    return body
  }

  it.each(validSurveyStates())('stores the row the form builds for %s', async (_, values) => {
    expect(websummitSchema.safeParse(values).success).toBe(true)
    const row = buildWebsummitRow({ ...values, email: uniqueEmail('state') }, testContext)
    expect(await registrations.registerWebsummit(row)).toEqual({ status: 'success' })
  })

  it.each(crossFieldCases)('refuses survey_data with %s, naming the field', async (name, surveyData) => {
    const row = { ...buildWebsummitRow(validWebsummit, testContext), email: uniqueEmail('cross') }
    const body = await refused('websummit_registrations', { ...row, survey_data: surveyData })
    // Each case is named after the field its broken rule is about, and one of the refusal's problems is about it
    // (each problem begins with its field: toolsUsed's own problem, not toolsUsedOther's).
    const field = name.split(' ')[0]
    expect(String(body.details).split('; ')).toContainEqual(expect.stringMatching(new RegExp(`^${field} `)))
  })

  it('names at most ten broken rules of a survey_data, then how many more', async () => {
    const row = { ...buildWebsummitRow(validWebsummit, testContext), email: uniqueEmail('many') }
    const unknown = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`field${index}`, true]))
    const body = await refused('websummit_registrations', {
      ...row,
      survey_data: { ...row.survey_data, ...unknown },
    })
    const problems = String(body.details).split('; ')
    expect(problems).toHaveLength(11)
    expect(problems.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, () => expect.stringMatching(/is not a survey field$/)),
    )
    expect(problems[10]).toBe('and 990 more')
  })

  describe.each(invisible.map((blank) => ({ code: blank.codePointAt(0)?.toString(16), blank })))(
    'U+$code',
    ({ blank }) => {
      const earlyAccess = () => ({
        ...buildEarlyAccessRow(validEarlyAccess, testContext),
        email: uniqueEmail('blank'),
      })
      const websummit = () => ({
        ...buildWebsummitRow(validWebsummit, testContext),
        email: uniqueEmail('blank'),
      })
      it.each([
        ['alone twice as the full name', () => ({ ...earlyAccess(), full_name: `${blank}${blank}` })],
        ['before the full name', () => ({ ...earlyAccess(), full_name: `${blank}Ada` })],
        ['after the full name', () => ({ ...earlyAccess(), full_name: `Ada${blank}` })],
        ['after the referrer', () => ({ ...earlyAccess(), referrer: `https://example.com/${blank}` })],
        ['before a UTM value', () => ({ ...earlyAccess(), utm_source: `${blank}google` })],
      ])('is refused %s', async (_, row) => {
        await refused('early_access_registrations', row())
      })
      it.each([
        ['before the startup name', () => ({ ...websummit(), startup_name: `${blank}Acme` })],
        ['alone as the startup name', () => ({ ...websummit(), startup_name: blank })],
        [
          'alone as an Other text',
          () => ({ ...websummit(), survey_data: survey({ toolsUsed: ['Other'], toolsUsedOther: blank }) }),
        ],
        [
          'after the top challenge text',
          () => ({
            ...websummit(),
            survey_data: survey({ topChallenge: 'Other', topChallengeOther: `Hiring${blank}` }),
          }),
        ],
      ])('is refused %s', async (_, row) => {
        await refused('websummit_registrations', row())
      })
      it('is kept inside a name', async () => {
        const row = { ...earlyAccess(), full_name: `A${blank}da` }
        expect(await registrations.registerEarlyAccess(row as never)).toEqual({ status: 'success' })
      })
    },
  )

  it.each(['infinity', '-infinity', '30000-01-01T00:00:00Z', '2100-01-01T00:00:00Z', '1969-12-31T23:59:59Z'])(
    'refuses created_at_gtm %s',
    async (createdAt) => {
      for (const table of ['early_access_registrations', 'websummit_registrations'] as const) {
        const row =
          table === 'early_access_registrations'
            ? buildEarlyAccessRow(validEarlyAccess, testContext)
            : buildWebsummitRow(validWebsummit, testContext)
        const body = await refused(table, { ...row, email: uniqueEmail('time'), created_at_gtm: createdAt })
        expect(body.message).toContain('created_at_gtm_check')
      }
    },
  )

  // A phone whose clock was reset reads 1 January 1970 until it finds the network's time.
  it.each(['2099-12-31T23:00:00Z', '1970-01-01T00:00:00Z'])(
    'stores a visitor whose clock reads %s',
    async (clock) => {
      const row = buildEarlyAccessRow(
        { ...validEarlyAccess, email: uniqueEmail('clock') },
        { ...testContext, now: new Date(clock) },
      )
      expect(await registrations.registerEarlyAccess(row)).toEqual({ status: 'success' })
    },
  )

  it.each([
    ['early_access_registrations', () => buildEarlyAccessRow(validEarlyAccess, testContext)],
    ['websummit_registrations', () => buildWebsummitRow(validWebsummit, testContext)],
  ] as const)('refuses a %s row whose honeypot is filled, and stores nothing', async (table, build) => {
    for (const website of ['https://spam.example', '', ' ']) {
      const body = await refused(table, { ...build(), email: uniqueEmail('bot'), website })
      expect(body.message).toContain('honeypot')
    }
  })

  it('refuses the honeypot filled in through the forms, as a failure', async () => {
    const row = buildEarlyAccessRow(
      { ...validEarlyAccess, email: uniqueEmail('bot'), website: 'https://spam.example' },
      testContext,
    )
    const consoleError = console.error
    console.error = () => undefined
    try {
      expect(await registrations.registerEarlyAccess(row)).toMatchObject({ status: 'failure', code: '23514' })
    } finally {
      console.error = consoleError
    }
    expect(await rowsWithEmail(url, 'early_access_registrations', row.email)).toBe(0)
  })
})
