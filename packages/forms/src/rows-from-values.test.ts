import { describe, expect, it } from 'vitest'
import { core } from 'zod/mini'
import { OTHER, type surveyOtherFields } from './options.ts'
import { EARLY_ACCESS_TABLE, type RegistrationContext, trackingLimits, WEBSUMMIT_TABLE } from './rows.ts'
import { buildEarlyAccessRow, buildWebsummitRow } from './rows-from-values.ts'
import type { WebsummitValues } from './schemas.ts'
import { testContext, validEarlyAccess, validWebsummit } from './test-fixtures.ts'

const tracking = {
  created_at_gtm: '2025-11-11T10:20:30.456Z',
  user_agent: 'Mozilla/5.0 (test)',
  referrer: 'https://websummit.com/',
  utm_source: 'websummit',
  utm_medium: 'qr',
  utm_campaign: 'lisbon2025',
}

it('names the two tables the forms insert into', () => {
  expect([EARLY_ACCESS_TABLE, WEBSUMMIT_TABLE]).toEqual([
    'early_access_registrations',
    'websummit_registrations',
  ])
})

describe('buildEarlyAccessRow', () => {
  it('maps form values and context to the stored row', () => {
    expect(buildEarlyAccessRow(validEarlyAccess, testContext)).toStrictEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'founder',
      checkbox_consent: true,
      ...tracking,
    })
  })

  it('trims name and email', () => {
    const row = buildEarlyAccessRow(
      { ...validEarlyAccess, fullName: ' Ada ', email: '\tada@example.com ' },
      testContext,
    )
    expect([row.full_name, row.email]).toEqual(['Ada', 'ada@example.com'])
  })

  it.each([
    { role: '', stored: null },
    { role: 'fund_vc', stored: 'fund_vc' },
    { role: 'other', stored: 'other' },
  ] as const)('stores role $role as $stored', ({ role, stored }) => {
    expect(buildEarlyAccessRow({ ...validEarlyAccess, role }, testContext).role).toBe(stored)
  })

  it('refuses values that fail the schema', () => {
    expect(() => buildEarlyAccessRow({ ...validEarlyAccess, termsAgreed: false }, testContext)).toThrow(
      core.$ZodError,
    )
  })
})

describe.each([
  {
    builder: 'buildEarlyAccessRow',
    build: (context: RegistrationContext) => buildEarlyAccessRow(validEarlyAccess, context),
  },
  {
    builder: 'buildWebsummitRow',
    build: (context: RegistrationContext) => buildWebsummitRow(validWebsummit, context),
  },
])('$builder tracking columns', ({ build }) => {
  const columns = (context: Partial<RegistrationContext>) => {
    const { created_at_gtm, user_agent, referrer, utm_source, utm_medium, utm_campaign } = build({
      ...testContext,
      ...context,
    })
    return { created_at_gtm, user_agent, referrer, utm_source, utm_medium, utm_campaign }
  }

  it('stamps created_at_gtm with `now` as an ISO timestamp', () => {
    expect(columns({ now: new Date(Date.UTC(2025, 10, 12, 8, 0, 0, 7)) }).created_at_gtm).toBe(
      '2025-11-12T08:00:00.007Z',
    )
  })

  it('passes the user agent through', () => {
    expect(columns({ userAgent: 'Mozilla/5.0 (iPhone)' }).user_agent).toBe('Mozilla/5.0 (iPhone)')
  })

  it.each([
    { length: trackingLimits.userAgentMax, stored: trackingLimits.userAgentMax },
    { length: trackingLimits.userAgentMax + 1, stored: trackingLimits.userAgentMax },
    { length: 5000, stored: trackingLimits.userAgentMax },
  ])('cuts a user agent of $length characters to $stored', ({ length, stored }) => {
    expect(columns({ userAgent: 'u'.repeat(length) }).user_agent).toHaveLength(stored)
  })

  it('cuts an overlong referrer and UTM values to what the database stores, never refusing them', () => {
    const long = columns({
      referrer: `https://example.com/${'r'.repeat(trackingLimits.referrerMax)}`,
      search: `?utm_source=${'s'.repeat(trackingLimits.utmMax + 1)}&utm_campaign=${'c'.repeat(trackingLimits.utmMax - 1)}%20x`,
    })
    expect(long.referrer).toHaveLength(trackingLimits.referrerMax)
    expect(long.utm_source).toHaveLength(trackingLimits.utmMax)
    // Cut at the limit, then trimmed again: no trailing space is stored.
    expect(long.utm_campaign).toBe('c'.repeat(trackingLimits.utmMax - 1))
  })

  it('cuts in whole characters, never between the two halves of an emoji', () => {
    const emoji = '\u{1F389}'
    const long = columns({
      userAgent: emoji.repeat(trackingLimits.userAgentMax + 1),
      search: `?utm_medium=${encodeURIComponent(emoji.repeat(trackingLimits.utmMax + 1))}`,
    })
    expect(long.user_agent).toBe(emoji.repeat(trackingLimits.userAgentMax))
    expect(long.utm_medium).toBe(emoji.repeat(trackingLimits.utmMax))
  })

  it.each([
    { referrer: '', stored: null },
    { referrer: '   ', stored: null },
    { referrer: 'https://www.linkedin.com/', stored: 'https://www.linkedin.com/' },
  ])('stores referrer $referrer as $stored', ({ referrer, stored }) => {
    expect(columns({ referrer }).referrer).toBe(stored)
  })

  it.each([
    { search: '', utm: [null, null, null] },
    { search: '?', utm: [null, null, null] },
    { search: '?ref=abc&page=2', utm: [null, null, null] },
    { search: '?utm_source=google&utm_medium=cpc&utm_campaign=launch', utm: ['google', 'cpc', 'launch'] },
    { search: 'utm_source=google', utm: ['google', null, null] },
    { search: '?utm_medium=email', utm: [null, 'email', null] },
    { search: '?utm_source=&utm_medium=&utm_campaign=', utm: [null, null, null] },
    { search: '?utm_source&utm_medium', utm: [null, null, null] },
    { search: '?utm_source=%20%20&utm_campaign=+', utm: [null, null, null] },
    { search: '?utm_campaign=web%20summit%202025', utm: [null, null, 'web summit 2025'] },
    { search: '?utm_campaign=web+summit', utm: [null, null, 'web summit'] },
    { search: '?utm_source=caf%C3%A9%26bar', utm: ['café&bar', null, null] },
    { search: '?utm_source=first&utm_source=second', utm: ['first', null, null] },
  ])('reads UTM parameters from $search', ({ search, utm }) => {
    const { utm_source, utm_medium, utm_campaign } = columns({ search })
    expect([utm_source, utm_medium, utm_campaign]).toEqual(utm)
  })
})

describe('buildWebsummitRow', () => {
  it('maps form values and context to the stored row', () => {
    expect(buildWebsummitRow(validWebsummit, testContext)).toStrictEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      startup_name: 'Analytical Engines',
      checkbox_consent: true,
      survey_data: {
        startupStage: 'MVP',
        topChallenge: 'Fundraising',
        topChallengeOther: null,
        trackingWeekly: 'Yes',
        trackingDifficulties: [],
        trackingDifficultiesOther: null,
        toolsUsed: ['Notion/ClickUp/Trello'],
        toolsUsedOther: null,
        externalHelp: ['Mentor'],
        externalHelpOther: null,
        aiHelpAreas: ['Prioritization'],
        aiHelpAreasOther: null,
        aiTimeSavings: 'up to 50%',
      },
      ...tracking,
    })
  })

  it('always stores the 13 survey_data keys in the documented order', () => {
    expect(Object.keys(buildWebsummitRow(validWebsummit, testContext).survey_data)).toEqual([
      'startupStage',
      'topChallenge',
      'topChallengeOther',
      'trackingWeekly',
      'trackingDifficulties',
      'trackingDifficultiesOther',
      'toolsUsed',
      'toolsUsedOther',
      'externalHelp',
      'externalHelpOther',
      'aiHelpAreas',
      'aiHelpAreasOther',
      'aiTimeSavings',
    ])
  })

  it.each([
    { startupName: '', stored: null },
    { startupName: '    ', stored: null },
    { startupName: '  Acme Labs ', stored: 'Acme Labs' },
  ])('stores startupName $startupName as $stored', ({ startupName, stored }) => {
    expect(buildWebsummitRow({ ...validWebsummit, startupName }, testContext).startup_name).toBe(stored)
  })

  it('trims name and email', () => {
    const row = buildWebsummitRow(
      { ...validWebsummit, fullName: ' Ada ', email: ' ada@example.com\n' },
      testContext,
    )
    expect([row.full_name, row.email]).toEqual(['Ada', 'ada@example.com'])
  })

  const everyOther: WebsummitValues = {
    ...validWebsummit,
    topChallenge: OTHER,
    topChallengeOther: '  Hiring  ',
    trackingWeekly: 'No',
    trackingDifficulties: ['Time', OTHER],
    trackingDifficultiesOther: ' Too many tools ',
    toolsUsed: ['CRM', OTHER],
    toolsUsedOther: ' Linear ',
    externalHelp: [OTHER],
    externalHelpOther: ' Investors ',
    aiHelpAreas: ['Analysis', OTHER],
    aiHelpAreasOther: ' Hiring plans ',
  }

  it('stores shown "Other" texts trimmed, and lists as chosen', () => {
    expect(buildWebsummitRow(everyOther, testContext).survey_data).toMatchObject({
      topChallenge: OTHER,
      topChallengeOther: 'Hiring',
      trackingWeekly: 'No',
      trackingDifficulties: ['Time', OTHER],
      trackingDifficultiesOther: 'Too many tools',
      toolsUsed: ['CRM', OTHER],
      toolsUsedOther: 'Linear',
      externalHelp: [OTHER],
      externalHelpOther: 'Investors',
      aiHelpAreas: ['Analysis', OTHER],
      aiHelpAreasOther: 'Hiring plans',
    })
  })

  it.each(['trackingDifficultiesOther', 'toolsUsedOther', 'externalHelpOther', 'aiHelpAreasOther'] as const)(
    'stores an empty shown %s as null',
    (field) => {
      expect(buildWebsummitRow({ ...everyOther, [field]: '   ' }, testContext).survey_data[field]).toBeNull()
    },
  )

  it.each<{ hide: Partial<WebsummitValues>; field: (typeof surveyOtherFields)[number] }>([
    { hide: { topChallenge: 'Runway' }, field: 'topChallengeOther' },
    { hide: { trackingDifficulties: ['Time'] }, field: 'trackingDifficultiesOther' },
    { hide: { toolsUsed: ['CRM'] }, field: 'toolsUsedOther' },
    { hide: { externalHelp: ['Education'] }, field: 'externalHelpOther' },
    { hide: { aiHelpAreas: ['Analysis'] }, field: 'aiHelpAreasOther' },
  ])('drops $field once its box is hidden by $hide', ({ hide, field }) => {
    const data = buildWebsummitRow({ ...everyOther, ...hide }, testContext).survey_data
    expect(data[field]).toBeNull()
  })

  it.each(['Yes', 'Sometimes'] as const)(
    'drops tracking difficulties when trackingWeekly is %s',
    (trackingWeekly) => {
      const data = buildWebsummitRow({ ...everyOther, trackingWeekly }, testContext).survey_data
      expect([data.trackingDifficulties, data.trackingDifficultiesOther]).toEqual([[], null])
    },
  )

  it('refuses values that fail the schema', () => {
    expect(() => buildWebsummitRow({ ...validWebsummit, toolsUsed: [] }, testContext)).toThrow(core.$ZodError)
  })
})
