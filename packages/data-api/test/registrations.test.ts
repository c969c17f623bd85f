import { createRegistrationClient } from '@app/forms/client'
import { limits } from '@app/forms/options'
import { type RegistrationTable, trackingLimits } from '@app/forms/rows'
import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { earlyAccessSchema, type WebsummitValues } from '@app/forms/schemas'
import { testContext, validEarlyAccess, validWebsummit } from '@app/forms/test-fixtures'
import { describe, expect, it } from 'vitest'
import {
  anonKey,
  request,
  rowsWithEmail,
  serviceKey,
  signKey,
  supabase,
  targets,
  uniqueEmail,
  visitorFetch,
} from './support.ts'

const earlyAccessRow = (email: string) => buildEarlyAccessRow({ ...validEarlyAccess, email }, testContext)
const websummitRow = (email: string, answers: Partial<WebsummitValues> = {}) =>
  buildWebsummitRow({ ...validWebsummit, ...answers, email }, testContext)
const surveyData = (email: string) => websummitRow(email).survey_data

type Payload = (email: string) => Record<string, unknown>
const withRow =
  (changes: Record<string, unknown>): Payload =>
  (email) => ({ ...earlyAccessRow(email), ...changes })
const withSurvey =
  (changes: Record<string, unknown>): Payload =>
  (email) => ({ ...websummitRow(email), survey_data: { ...surveyData(email), ...changes } })
const withoutSurveyField =
  (field: string): Payload =>
  (email) => {
    const { [field]: _dropped, ...rest }: Record<string, unknown> = surveyData(email)
    return { ...websummitRow(email), survey_data: rest }
  }

// Everything the form would never send, but anyone with the public anon key can.
const hostileEarlyAccess: Array<[string, Payload]> = [
  ['a name of one character', withRow({ full_name: 'A' })],
  ['a name over the limit', withRow({ full_name: 'x'.repeat(limits.fullNameMax + 1) })],
  ['a blank name', withRow({ full_name: '   ' })],
  ['an untrimmed name', withRow({ full_name: ' Ada Lovelace' })],
  ['a malformed email', withRow({ email: 'not-an-email' })],
  ['an email over the limit', withRow({ email: `${'a'.repeat(limits.emailMax)}@example.com` })],
  ['consent false', withRow({ checkbox_consent: false })],
  ['consent missing', withRow({ checkbox_consent: null })],
  ['a role outside the catalogue', withRow({ role: 'ceo' })],
  ['a role label instead of its value', withRow({ role: 'Angel Investor' })],
  ['an extra column', withRow({ is_admin: true })],
  ['a forged created_at', withRow({ created_at: '2020-01-01T00:00:00Z' })],
  ['a forged id', withRow({ id: 1 })],
  ['no user agent', withRow({ user_agent: null })],
  ['a user agent over the limit', withRow({ user_agent: 'u'.repeat(trackingLimits.userAgentMax + 1) })],
  ['an empty referrer instead of null', withRow({ referrer: '' })],
  [
    'a referrer over the limit',
    withRow({ referrer: `https://example.com/${'r'.repeat(trackingLimits.referrerMax)}` }),
  ],
  ['a utm value over the limit', withRow({ utm_source: 's'.repeat(trackingLimits.utmMax + 1) })],
  ['a timestamp that is no timestamp', withRow({ created_at_gtm: 'last tuesday' })],
]

const hostileWebsummit: Array<[string, Payload]> = [
  [
    'a startup name over the limit',
    (email) => ({ ...websummitRow(email), startup_name: 's'.repeat(limits.startupNameMax + 1) }),
  ],
  ['an empty startup name instead of null', (email) => ({ ...websummitRow(email), startup_name: '' })],
  ['consent false', (email) => ({ ...websummitRow(email), checkbox_consent: false })],
  ['survey_data that is a list', (email) => ({ ...websummitRow(email), survey_data: [] })],
  ['survey_data that is text', (email) => ({ ...websummitRow(email), survey_data: 'MVP' })],
  ['survey_data missing', (email) => ({ ...websummitRow(email), survey_data: null })],
  ['survey_data without aiTimeSavings', withoutSurveyField('aiTimeSavings')],
  ['survey_data without an "Other" text field', withoutSurveyField('toolsUsedOther')],
  ['survey_data with an unknown field', withSurvey({ isAdmin: true })],
  ['a startup stage outside the catalogue', withSurvey({ startupStage: 'Unicorn' })],
  ['a single choice given as a list', withSurvey({ startupStage: ['MVP'] })],
  ['a single choice that is null', withSurvey({ topChallenge: null })],
  ['a tool outside the catalogue', withSurvey({ toolsUsed: ['CRM', 'Telepathy'] })],
  ['a list given as text', withSurvey({ externalHelp: 'Mentor' })],
  ['no tools', withSurvey({ toolsUsed: [] })],
  ['no external help', withSurvey({ externalHelp: [] })],
  ['no AI help areas', withSurvey({ aiHelpAreas: [] })],
  ['an unknown AI time saving', withSurvey({ aiTimeSavings: 'up to 90%' })],
  ['top challenge Other without its text', withSurvey({ topChallenge: 'Other', topChallengeOther: null })],
  ['weekly tracking No without difficulties', withSurvey({ trackingWeekly: 'No', trackingDifficulties: [] })],
  ['an "Other" text over the limit', withSurvey({ toolsUsedOther: 'o'.repeat(limits.otherTextMax + 1) })],
  ['an empty "Other" text instead of null', withSurvey({ aiHelpAreasOther: '' })],
  ['an "Other" text that is a number', withSurvey({ externalHelpOther: 42 })],
]

describe.each(targets)('registrations through supabase-js on $name', ({ url }) => {
  const registrations = createRegistrationClient({
    supabaseUrl: url,
    anonKey,
    options: { global: { fetch: visitorFetch } },
  })
  const anon = supabase(url, anonKey)
  const service = supabase(url, serviceKey)

  async function storedRow(table: RegistrationTable, email: string) {
    const { data, error } = await service.from(table).select('*').eq('email', email)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    const [{ id, created_at, created_at_gtm, ...columns }] = data as [Record<string, unknown>]
    return { id, created_at, created_at_gtm, columns }
  }

  it('stores an early-access registration as the forms build it, with id and created_at from the server', async () => {
    const row = earlyAccessRow(uniqueEmail('early'))
    const before = Date.now()
    expect(await registrations.registerEarlyAccess(row)).toEqual({ status: 'success' })
    const stored = await storedRow('early_access_registrations', row.email)
    const { created_at_gtm, ...sent } = row
    // A person's row leaves the honeypot out; the column holds null.
    expect(stored.columns).toEqual({ ...sent, website: null })
    expect(new Date(String(stored.created_at_gtm)).toISOString()).toBe(created_at_gtm)
    expect(stored.id).toEqual(expect.any(Number))
    expect(new Date(String(stored.created_at)).getTime()).toBeGreaterThanOrEqual(before - 60_000)
  })

  it('stores a visit with an overlong user agent, referrer and UTM values, cut to the bounds the forms use', async () => {
    const context = {
      ...testContext,
      userAgent: 'u'.repeat(trackingLimits.userAgentMax * 3),
      referrer: `https://example.com/${'r'.repeat(trackingLimits.referrerMax * 2)}`,
      search: `?utm_source=${'s'.repeat(trackingLimits.utmMax * 2)}`,
    }
    const row = buildEarlyAccessRow({ ...validEarlyAccess, email: uniqueEmail('long') }, context)
    expect(await registrations.registerEarlyAccess(row)).toEqual({ status: 'success' })
    const stored = await storedRow('early_access_registrations', row.email)
    expect(stored.columns.user_agent).toHaveLength(trackingLimits.userAgentMax)
    expect(stored.columns.referrer).toHaveLength(trackingLimits.referrerMax)
    expect(stored.columns.utm_source).toHaveLength(trackingLimits.utmMax)
  })

  // A cut that counted UTF-16 units could keep the first half of an emoji: a lone surrogate, which PostgREST's JSON
  // parser refuses (400), so a visitor who came by such a link could not register at all. Each value is one
  // character too long, its last whole character an emoji: stored cut to the limit, in whole characters.
  const emoji = '\u{1F389}'
  const { utmMax, userAgentMax, referrerMax } = trackingLimits
  it.each([
    [
      'utm_campaign',
      { search: `?utm_campaign=${'c'.repeat(utmMax - 1)}${encodeURIComponent(emoji)}x` },
      utmMax,
    ],
    ['utm_source', { search: `?utm_source=${encodeURIComponent(emoji.repeat(utmMax + 1))}` }, utmMax],
    ['user_agent', { userAgent: `${'u'.repeat(userAgentMax - 1)}${emoji}x` }, userAgentMax],
    ['referrer', { referrer: `https://example.com/${'r'.repeat(referrerMax - 21)}${emoji}x` }, referrerMax],
  ] as const)(
    'stores a visit whose overlong %s is cut after an emoji, in whole characters',
    async (column, visit, limit) => {
      const row = buildEarlyAccessRow(
        { ...validEarlyAccess, email: uniqueEmail('emoji-cut') },
        { ...testContext, ...visit },
      )
      expect(await registrations.registerEarlyAccess(row)).toEqual({ status: 'success' })
      const stored = String((await storedRow('early_access_registrations', row.email)).columns[column])
      expect([...stored]).toHaveLength(limit)
      expect(stored.endsWith(emoji)).toBe(true)
    },
  )

  it.each<[string, Partial<WebsummitValues>]>([
    ['the plain survey', {}],
    [
      'every conditional answer given',
      {
        topChallenge: 'Other',
        topChallengeOther: 'Hiring a CFO',
        trackingWeekly: 'No',
        trackingDifficulties: ['Time', 'Other'],
        trackingDifficultiesOther: 'No data',
        toolsUsed: ['CRM', 'Other'],
        toolsUsedOther: 'Airtable',
        externalHelp: ['Other'],
        externalHelpOther: 'My cat',
        aiHelpAreas: ['Other', 'Pitch decks'],
        aiHelpAreasOther: 'Hiring',
        startupName: '',
      },
    ],
    [
      'the longest texts the form allows',
      {
        fullName: 'n'.repeat(limits.fullNameMax),
        startupName: 's'.repeat(limits.startupNameMax),
        topChallenge: 'Other',
        topChallengeOther: 'o'.repeat(limits.otherTextMax),
      },
    ],
  ])('stores a survey registration: %s', async (_, answers) => {
    const row = websummitRow(uniqueEmail('survey'), answers)
    expect(await registrations.registerWebsummit(row)).toEqual({ status: 'success' })
    const { created_at_gtm: _sentAt, ...sent } = row
    expect((await storedRow('websummit_registrations', row.email)).columns).toEqual({
      ...sent,
      website: null,
    })
  })

  it.each([
    [
      'early_access_registrations',
      (email: string) => registrations.registerEarlyAccess(earlyAccessRow(email)),
    ],
    ['websummit_registrations', (email: string) => registrations.registerWebsummit(websummitRow(email))],
  ] as const)(
    'answers a second %s with the same email in another case as a duplicate',
    async (table, register) => {
      const email = uniqueEmail('twice')
      expect(await register(email)).toEqual({ status: 'success' })
      expect(await register(email.toUpperCase())).toEqual({ status: 'duplicate', code: '23505' })
      expect(await rowsWithEmail(url, table, email)).toBe(1)
      expect(await rowsWithEmail(url, table, email.toUpperCase())).toBe(0)
    },
  )

  it('allows the same email once in each table', async () => {
    const email = uniqueEmail('both')
    expect(await registrations.registerEarlyAccess(earlyAccessRow(email))).toEqual({ status: 'success' })
    expect(await registrations.registerWebsummit(websummitRow(email))).toEqual({ status: 'success' })
  })

  describe.each([
    ['early_access_registrations', hostileEarlyAccess],
    ['websummit_registrations', hostileWebsummit],
  ] as const)('refuses hostile %s payloads', (table, cases) => {
    it.each(cases)('%s', async (_, payload) => {
      const body = payload(uniqueEmail('hostile'))
      const { error, status } = await anon.from(table).insert(body)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(error?.code).toEqual(expect.any(String))
      // Row values never appear in an error: the visitor's role may not read them.
      expect(String(error?.details)).not.toMatch(/Failing row/)
      expect(await rowsWithEmail(url, table, String(body.email))).toBe(0)
    })
  })

  it('refuses malformed JSON with PGRST102 and stores nothing', async () => {
    for (const body of ['{"full_name": "Ada"', '', '[{"email":']) {
      const response = await request(url, 'early_access_registrations', { method: 'POST', body })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    }
  })

  it('agrees with the form on which names and emails are valid', async () => {
    const names = [
      'Al',
      'A',
      '😀',
      'é',
      ' Ada',
      'Ada\u00a0',
      '\tAda',
      'Ada Lovelace',
      '😀'.repeat(50),
      `${'😀'.repeat(50)}a`,
    ]
    const emails = [
      'first.last+tag@example.co.uk',
      "o'neil@example.com",
      'UPPER@EXAMPLE.COM',
      'x_y-z@sub-domain.example.org',
      ' padded@example.com ',
      'no-at-sign.example.com',
      'two@@example.com',
      'a..b@example.com',
      '.lead@example.com',
      'space in@example.com',
      'user@localhost',
      'user@example.c',
      'user@-example.com',
      'ünïcode@example.com',
    ]
    const samples = [
      ...names.map((fullName) => ({ ...validEarlyAccess, fullName, email: uniqueEmail('name') })),
      ...emails.map((email, index) => ({ ...validEarlyAccess, email: email.replace('@', `.${index}@`) })),
    ]
    for (const values of samples) {
      const accepted = earlyAccessSchema.safeParse(values).success
      // What the form would store when it accepts; the raw input when it refuses.
      const row = accepted
        ? buildEarlyAccessRow(values, testContext)
        : { ...earlyAccessRow(uniqueEmail('raw')), full_name: values.fullName, email: values.email }
      const { error } = await anon.from('early_access_registrations').insert(row)
      expect({ values, stored: error === null }).toEqual({ values, stored: accepted })
    }
  })

  it('lets the visitor see, change and delete nothing', async () => {
    const email = uniqueEmail('private')
    expect(await registrations.registerEarlyAccess(earlyAccessRow(email))).toEqual({ status: 'success' })
    const read = await anon.from('early_access_registrations').select('*').eq('email', email)
    expect({ status: read.status, code: read.error?.code, data: read.data }).toEqual({
      status: 401,
      code: '42501',
      data: null,
    })
    const change = await anon
      .from('early_access_registrations')
      .update({ full_name: 'Mallory' })
      .eq('email', email)
    expect({ status: change.status, code: change.error?.code }).toEqual({ status: 401, code: '42501' })
    const removal = await anon.from('early_access_registrations').delete().eq('email', email)
    expect({ status: removal.status, code: removal.error?.code }).toEqual({ status: 401, code: '42501' })
    const readBack = await anon
      .from('early_access_registrations')
      .insert(earlyAccessRow(uniqueEmail('back')))
      .select()
    expect(readBack.status).toBe(401)
    expect((await storedRow('early_access_registrations', email)).columns.full_name).toBe(
      validEarlyAccess.fullName,
    )
  })

  it('lets the service role read but not write', async () => {
    const registered = uniqueEmail('sr-read')
    expect(await registrations.registerEarlyAccess(earlyAccessRow(registered))).toEqual({ status: 'success' })
    expect((await storedRow('early_access_registrations', registered)).columns.email).toBe(registered)
    const email = uniqueEmail('sr')
    const { status, error } = await service.from('early_access_registrations').insert(earlyAccessRow(email))
    expect({ status, code: error?.code }).toEqual({ status: 403, code: '42501' })
    expect(await rowsWithEmail(url, 'early_access_registrations', email)).toBe(0)
  })

  it.each([
    [
      'a key signed with another secret',
      () => signKey({ role: 'anon' }, 'another-secret-that-is-at-least-32-characters'),
    ],
    ['a key that is no JWT', async () => 'not-a-jwt'],
    ['an expired key', () => signKey({ role: 'anon' }, undefined, Math.floor(Date.now() / 1000) - 3600)],
  ])('answers 401 to %s', async (_, key) => {
    const email = uniqueEmail('key')
    const { status, error } = await supabase(url, await key())
      .from('early_access_registrations')
      .insert(earlyAccessRow(email))
    expect(status).toBe(401)
    expect(error?.code).toMatch(/^PGRST30[13]$/)
    expect(await rowsWithEmail(url, 'early_access_registrations', email)).toBe(0)
  })
})
