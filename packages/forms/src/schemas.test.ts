import { FormApi } from '@tanstack/react-form'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as z from 'zod/mini'
import { earlyAccessDefaults, websummitDefaults } from './form-defaults.ts'
import {
  type AiHelpArea,
  type AiTimeSavings,
  type ExternalHelp,
  OTHER,
  type Role,
  roleValues,
  type StartupStage,
  surveySingleChoice,
  type ToolUsed,
  type TopChallenge,
  type TrackingDifficulty,
  type TrackingWeekly,
} from './options.ts'
import {
  type EarlyAccessData,
  type EarlyAccessValues,
  earlyAccessSchema,
  type WebsummitData,
  type WebsummitValues,
  websummitSchema,
} from './schemas.ts'
import { validEarlyAccess, validWebsummit } from './test-fixtures.ts'
import { validationMessages as messages } from './validation-messages.ts'

/** Messages by field path, as TanStack Form assigns them to fields. */
function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const path = issue.path.join('.')
    errors[path] = [...(errors[path] ?? []), issue.message]
  }
  return errors
}

const x = (length: number) => 'x'.repeat(length)
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

describe.each([
  { form: 'earlyAccessSchema', schema: earlyAccessSchema, valid: validEarlyAccess },
  { form: 'websummitSchema', schema: websummitSchema, valid: validWebsummit },
])('$form shared rules', ({ schema, valid }) => {
  it('accepts the valid fixture', () => {
    expect(fieldErrors(schema, valid)).toEqual({})
  })

  it.each([
    { fullName: '', error: messages.fullNameRequired },
    { fullName: 'a', error: messages.fullNameRequired },
    { fullName: '  a  ', error: messages.fullNameRequired },
    { fullName: '     ', error: messages.fullNameRequired },
    { fullName: 'ab', error: undefined },
    { fullName: x(100), error: undefined },
    { fullName: `  ${x(100)}  `, error: undefined },
    { fullName: x(101), error: messages.fullNameTooLong },
  ])('fullName of $fullName.length chars → $error', ({ fullName, error }) => {
    expect(fieldErrors(schema, { ...valid, fullName })).toEqual(error ? { fullName: [error] } : {})
  })

  it.each([
    { email: 'ada@example.com', error: undefined },
    { email: 'ada.lovelace+ws@mail.example.co.uk', error: undefined },
    { email: '  ada@example.com  ', error: undefined },
    { email: emailOfLength(255), error: undefined },
    { email: emailOfLength(256), error: messages.emailTooLong },
    { email: `${x(300)}`, error: messages.emailTooLong },
    { email: '', error: messages.emailInvalid },
    { email: '   ', error: messages.emailInvalid },
    { email: 'ada', error: messages.emailInvalid },
    { email: 'ada@', error: messages.emailInvalid },
    { email: '@example.com', error: messages.emailInvalid },
    { email: 'ada@example', error: messages.emailInvalid },
    { email: 'ada lovelace@example.com', error: messages.emailInvalid },
    { email: 'ada@@example.com', error: messages.emailInvalid },
    { email: 'ada@example..com', error: messages.emailInvalid },
  ])('email $email → $error', ({ email, error }) => {
    expect(fieldErrors(schema, { ...valid, email })).toEqual(error ? { email: [error] } : {})
  })

  it.each([
    { termsAgreed: true, error: undefined },
    { termsAgreed: false, error: messages.termsRequired },
    { termsAgreed: 'true', error: messages.termsRequired },
  ])('termsAgreed $termsAgreed → $error', ({ termsAgreed, error }) => {
    expect(fieldErrors(schema, { ...valid, termsAgreed })).toEqual(error ? { termsAgreed: [error] } : {})
  })

  it('trims name and email in its output', () => {
    const data = schema.parse({ ...valid, fullName: '  Ada Lovelace ', email: ' ada@example.com  ' })
    expect([data.fullName, data.email]).toEqual(['Ada Lovelace', 'ada@example.com'])
  })
})

describe('earlyAccessSchema', () => {
  it.each([...roleValues, ''])('accepts role "%s"', (role) => {
    expect(fieldErrors(earlyAccessSchema, { ...validEarlyAccess, role })).toEqual({})
  })

  it.each(['Founder', 'admin', ' founder', null])('rejects role %j', (role) => {
    expect(fieldErrors(earlyAccessSchema, { ...validEarlyAccess, role })).toEqual({
      role: [messages.unknownOption],
    })
  })

  it('reports every empty required field of the defaults at once', () => {
    expect(fieldErrors(earlyAccessSchema, earlyAccessDefaults)).toEqual({
      fullName: [messages.fullNameRequired],
      email: [messages.emailInvalid],
      termsAgreed: [messages.termsRequired],
    })
  })
})

describe('websummitSchema', () => {
  it.each([
    { startupName: '', error: undefined },
    { startupName: x(200), error: undefined },
    { startupName: `   ${x(200)}   `, error: undefined },
    { startupName: x(201), error: messages.startupNameTooLong },
  ])('startupName of $startupName.length chars → $error', ({ startupName, error }) => {
    expect(fieldErrors(websummitSchema, { ...validWebsummit, startupName })).toEqual(
      error ? { startupName: [error] } : {},
    )
  })

  const requiredMessages: Record<keyof typeof surveySingleChoice, string> = {
    startupStage: messages.startupStageRequired,
    topChallenge: messages.topChallengeRequired,
    trackingWeekly: messages.optionRequired,
    aiTimeSavings: messages.optionRequired,
  }
  const singleChoices = Object.entries(surveySingleChoice).map(([field, options]) => ({
    field,
    options,
    required: requiredMessages[field as keyof typeof surveySingleChoice],
  }))

  describe.each(singleChoices)('$field (single choice)', ({ field, options, required }) => {
    // Conditional follow-ups are filled so each option is judged on its own.
    const filled = { ...validWebsummit, topChallengeOther: 'Hiring', trackingDifficulties: ['Time'] }

    it.each([...options])('accepts "%s"', (option) => {
      expect(fieldErrors(websummitSchema, { ...filled, [field]: option })).toEqual({})
    })

    it.each(['', 'bogus', options[0].toUpperCase(), undefined])('rejects %j with "required"', (value) => {
      expect(fieldErrors(websummitSchema, { ...filled, [field]: value })).toEqual({ [field]: [required] })
    })
  })

  it.each([
    { field: 'toolsUsed', error: messages.toolsRequired },
    { field: 'externalHelp', error: messages.atLeastOneOption },
    { field: 'aiHelpAreas', error: messages.atLeastOneOption },
  ])('$field needs at least one choice', ({ field, error }) => {
    expect(fieldErrors(websummitSchema, { ...validWebsummit, [field]: [] })).toEqual({ [field]: [error] })
  })

  it.each([
    { field: 'trackingDifficulties', value: ['Time', 'Sometimes'], path: 'trackingDifficulties.1' },
    { field: 'toolsUsed', value: ['Jira'], path: 'toolsUsed.0' },
    { field: 'externalHelp', value: ['Mentor', 'mentor'], path: 'externalHelp.1' },
    { field: 'aiHelpAreas', value: ['Other ', 'Analysis'], path: 'aiHelpAreas.0' },
  ])('$field only takes catalogue values ($value)', ({ field, value, path }) => {
    expect(fieldErrors(websummitSchema, { ...validWebsummit, [field]: value })).toEqual({
      [path]: [messages.unknownOption],
    })
  })

  it.each([
    { topChallengeOther: '', error: messages.topChallengeOtherRequired },
    { topChallengeOther: '   ', error: messages.topChallengeOtherRequired },
    { topChallengeOther: '\n\t', error: messages.topChallengeOtherRequired },
    { topChallengeOther: 'Hiring senior engineers', error: undefined },
  ])(
    'topChallenge Other with topChallengeOther $topChallengeOther → $error',
    ({ topChallengeOther, error }) => {
      const values = { ...validWebsummit, topChallenge: OTHER, topChallengeOther }
      expect(fieldErrors(websummitSchema, values)).toEqual(error ? { topChallengeOther: [error] } : {})
    },
  )

  it('does not ask for topChallengeOther when another challenge is chosen', () => {
    expect(
      fieldErrors(websummitSchema, { ...validWebsummit, topChallenge: 'Runway', topChallengeOther: '' }),
    ).toEqual({})
  })

  it.each([
    { trackingWeekly: 'No', trackingDifficulties: [], error: messages.difficultyRequired },
    { trackingWeekly: 'No', trackingDifficulties: ['Time'], error: undefined },
    { trackingWeekly: 'No', trackingDifficulties: ['Not a habit', "Don't know how"], error: undefined },
    { trackingWeekly: 'Yes', trackingDifficulties: [], error: undefined },
    { trackingWeekly: 'Sometimes', trackingDifficulties: [], error: undefined },
  ])(
    'trackingWeekly $trackingWeekly with $trackingDifficulties.length difficulties → $error',
    ({ trackingWeekly, trackingDifficulties, error }) => {
      const values = { ...validWebsummit, trackingWeekly, trackingDifficulties }
      expect(fieldErrors(websummitSchema, values)).toEqual(error ? { trackingDifficulties: [error] } : {})
    },
  )

  const otherTexts = [
    { field: 'topChallengeOther', shown: { topChallenge: OTHER }, hidden: { topChallenge: 'Runway' } },
    {
      field: 'trackingDifficultiesOther',
      shown: { trackingWeekly: 'No', trackingDifficulties: ['Time', OTHER] },
      hidden: { trackingWeekly: 'Sometimes', trackingDifficulties: [OTHER] },
    },
    {
      field: 'trackingDifficultiesOther',
      shown: { trackingWeekly: 'No', trackingDifficulties: [OTHER] },
      hidden: { trackingWeekly: 'No', trackingDifficulties: ['Time'] },
    },
    { field: 'toolsUsedOther', shown: { toolsUsed: ['CRM', OTHER] }, hidden: { toolsUsed: ['CRM'] } },
    { field: 'externalHelpOther', shown: { externalHelp: [OTHER] }, hidden: { externalHelp: ['Education'] } },
    { field: 'aiHelpAreasOther', shown: { aiHelpAreas: [OTHER] }, hidden: { aiHelpAreas: ['Analysis'] } },
  ]

  describe.each(otherTexts)('$field while shown by $shown', ({ field, shown, hidden }) => {
    it.each([
      { text: x(1), error: undefined },
      { text: x(500), error: undefined },
      { text: `  ${x(500)}  `, error: undefined },
      { text: x(501), error: messages.otherTextTooLong },
    ])('$text.length chars → $error', ({ text, error }) => {
      const values = { ...validWebsummit, ...shown, [field]: text }
      expect(fieldErrors(websummitSchema, values)).toEqual(error ? { [field]: [error] } : {})
    })

    // The database counts characters (char_length), and so does the form: an emoji is one, not two UTF-16 units.
    it.each([
      { count: 500, error: undefined },
      { count: 501, error: messages.otherTextTooLong },
    ])('$count emoji → $error', ({ count, error }) => {
      const values = { ...validWebsummit, ...shown, [field]: '\u{1F680}'.repeat(count) }
      expect(fieldErrors(websummitSchema, values)).toEqual(error ? { [field]: [error] } : {})
    })

    it('is not checked while hidden (its answer is dropped)', () => {
      expect(fieldErrors(websummitSchema, { ...validWebsummit, ...hidden, [field]: x(501) })).toEqual({})
    })
  })

  it('reports conditional errors in the same round as field errors', () => {
    const values = { ...websummitDefaults, topChallenge: OTHER, trackingWeekly: 'No', toolsUsed: [OTHER] }
    expect(fieldErrors(websummitSchema, { ...values, toolsUsedOther: x(501) })).toEqual({
      fullName: [messages.fullNameRequired],
      email: [messages.emailInvalid],
      startupStage: [messages.startupStageRequired],
      externalHelp: [messages.atLeastOneOption],
      aiHelpAreas: [messages.atLeastOneOption],
      aiTimeSavings: [messages.optionRequired],
      termsAgreed: [messages.termsRequired],
      topChallengeOther: [messages.topChallengeOtherRequired],
      trackingDifficulties: [messages.difficultyRequired],
      toolsUsedOther: [messages.otherTextTooLong],
    })
  })

  it.each([null, 'text', 42, []])('returns issues instead of throwing for %j', (input) => {
    expect(websummitSchema.safeParse(input).success).toBe(false)
  })

  it('trims every text in its output', () => {
    const data = websummitSchema.parse({
      ...validWebsummit,
      startupName: '  Acme  ',
      topChallenge: OTHER,
      topChallengeOther: ' Hiring ',
      toolsUsed: [OTHER],
      toolsUsedOther: ' Linear\n',
    })
    expect([data.startupName, data.topChallengeOther, data.toolsUsedOther]).toEqual([
      'Acme',
      'Hiring',
      'Linear',
    ])
  })
})

describe('form value types (the schemas’ input)', () => {
  it('equal the shapes the forms hold, with "" for an unanswered single choice', () => {
    expectTypeOf<EarlyAccessValues>().toEqualTypeOf<{
      fullName: string
      email: string
      role: '' | Role
      termsAgreed: boolean
      website: string
    }>()
    expectTypeOf<WebsummitValues>().toEqualTypeOf<{
      fullName: string
      email: string
      startupName: string
      startupStage: '' | StartupStage
      topChallenge: '' | TopChallenge
      topChallengeOther: string
      trackingWeekly: '' | TrackingWeekly
      trackingDifficulties: TrackingDifficulty[]
      trackingDifficultiesOther: string
      toolsUsed: ToolUsed[]
      toolsUsedOther: string
      externalHelp: ExternalHelp[]
      externalHelpOther: string
      aiHelpAreas: AiHelpArea[]
      aiHelpAreasOther: string
      aiTimeSavings: '' | AiTimeSavings
      termsAgreed: boolean
      website: string
    }>()
  })

  it('narrow to catalogue values once validated', () => {
    expectTypeOf<EarlyAccessData['termsAgreed']>().toEqualTypeOf<true>()
    expectTypeOf<WebsummitData['startupStage']>().toEqualTypeOf<StartupStage>()
    expectTypeOf<WebsummitData['topChallenge']>().toEqualTypeOf<TopChallenge>()
    expectTypeOf<WebsummitData['aiTimeSavings']>().toEqualTypeOf<AiTimeSavings>()
  })

  it('start empty', () => {
    expect(earlyAccessDefaults).toEqual({
      fullName: '',
      email: '',
      role: '',
      termsAgreed: false,
      website: '',
    })
    expect(
      Object.values(websummitDefaults).every(
        (value) => value === '' || value === false || Array.isArray(value),
      ),
    ).toBe(true)
    expect(
      Object.values(websummitDefaults)
        .filter(Array.isArray)
        .every((list) => list.length === 0),
    ).toBe(true)
  })
})

describe('as a TanStack Form onSubmit validator', () => {
  async function submit(values: WebsummitValues) {
    let submitted = false
    const form = new FormApi({
      defaultValues: values,
      validators: { onSubmit: websummitSchema },
      onSubmit: () => {
        submitted = true
      },
    })
    form.mount()
    await form.handleSubmit()
    const errors = Object.fromEntries(
      Object.entries(form.state.fieldMeta).map(([field, meta]) => [
        field,
        (meta?.errors ?? []).map((error) => (error as { message: string }).message),
      ]),
    )
    return { submitted, errors }
  }

  it('puts each message on its field and blocks the submit', async () => {
    const { submitted, errors } = await submit({ ...websummitDefaults, topChallenge: OTHER })
    expect(submitted).toBe(false)
    expect(errors).toMatchObject({
      fullName: [messages.fullNameRequired],
      startupStage: [messages.startupStageRequired],
      topChallengeOther: [messages.topChallengeOtherRequired],
      toolsUsed: [messages.toolsRequired],
    })
  })

  it('submits valid values', async () => {
    expect((await submit(validWebsummit)).submitted).toBe(true)
  })

  it('accepts the early-access schema for its defaults', () => {
    const form = new FormApi({
      defaultValues: earlyAccessDefaults,
      validators: { onSubmit: earlyAccessSchema },
    })
    expect(form.state.values).toEqual(earlyAccessDefaults)
  })
})
