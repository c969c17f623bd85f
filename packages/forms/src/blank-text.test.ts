import { describe, expect, it } from 'vitest'
import { trimBlank } from './blank-text.ts'
import { buildEarlyAccessRow, buildWebsummitRow } from './rows-from-values.ts'
import { earlyAccessSchema, websummitSchema } from './schemas.ts'
import {
  invisibleEdgeCharacters as invisible,
  testContext,
  validEarlyAccess,
  validWebsummit,
} from './test-fixtures.ts'
import { validationMessages as messages } from './validation-messages.ts'

// What String.prototype.trim() removes, beside the invisible characters it keeps that the forms treat as blank
// too (`invisibleEdgeCharacters`, `EDGE_BLANK_CHARACTERS`).
const trimmedByJs = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a']
const trimmedByJsToo = ['\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff']
const blanks = [...invisible, ...trimmedByJs, ...trimmedByJsToo]

describe('trimBlank', () => {
  it.each(blanks.map((blank) => ({ code: blank.codePointAt(0)?.toString(16), blank })))(
    'removes U+$code at either end, never in the middle',
    ({ blank }) => {
      expect(trimBlank(`${blank}Ada${blank}`)).toBe('Ada')
      expect(trimBlank(`${blank}${blank}`)).toBe('')
      expect(trimBlank(`A${blank}B`)).toBe(`A${blank}B`)
    },
  )

  it('removes everything String.prototype.trim() removes', () => {
    const all = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
    const jsBlank = all.filter((char) => char.trim() === '')
    for (const char of jsBlank) expect(trimBlank(char)).toBe('')
  })

  it('keeps letters, combining marks and variation selectors (one after an emoji belongs to it)', () => {
    for (const kept of ['a', '\u0301', '\ufe0f', '\u{e0100}']) expect(trimBlank(kept)).toBe(kept)
    expect(trimBlank('Ada \u2764\ufe0f')).toBe('Ada \u2764\ufe0f')
  })

  it('trims a long run of blanks in linear time', () => {
    const text = `${' '.repeat(200_000)}a${'\u200b'.repeat(200_000)}a${' '.repeat(200_000)}`
    expect(trimBlank(text)).toHaveLength(200_002)
  })
})

describe.each(invisible.map((blank) => ({ code: blank.codePointAt(0)?.toString(16), blank })))(
  'U+$code in the forms',
  ({ blank }) => {
    it('is not a name by itself, nor at the ends of one', () => {
      const nameIssue = (fullName: string) =>
        earlyAccessSchema.safeParse({ ...validEarlyAccess, fullName }).error?.issues[0]?.message
      expect(nameIssue(`${blank}${blank}`)).toBe(messages.fullNameRequired)
      expect(nameIssue(`${blank}A${blank}`)).toBe(messages.fullNameRequired)
      expect(
        buildEarlyAccessRow({ ...validEarlyAccess, fullName: `${blank}Ada${blank}` }, testContext),
      ).toMatchObject({
        full_name: 'Ada',
      })
    })

    it('is not an answer to "Please specify your challenge"', () => {
      const result = websummitSchema.safeParse({
        ...validWebsummit,
        topChallenge: 'Other',
        topChallengeOther: blank,
      })
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.topChallengeOtherRequired])
    })

    it('is trimmed from Other texts and the startup name; blank ones are stored as null', () => {
      const row = buildWebsummitRow(
        {
          ...validWebsummit,
          startupName: `${blank}`,
          toolsUsed: ['Other'],
          toolsUsedOther: `${blank}Linear${blank}`,
        },
        testContext,
      )
      expect([row.startup_name, row.survey_data.toolsUsedOther]).toEqual([null, 'Linear'])
    })
  },
)

describe('multi-choice answers', () => {
  it.each(['trackingDifficulties', 'toolsUsed', 'externalHelp', 'aiHelpAreas'] as const)(
    'refuse %s listing an option twice',
    (field) => {
      const option = {
        trackingDifficulties: 'Time',
        toolsUsed: 'CRM',
        externalHelp: 'Mentor',
        aiHelpAreas: 'Analysis',
      }[field]
      const result = websummitSchema.safeParse({
        ...validWebsummit,
        trackingWeekly: 'No',
        trackingDifficulties: ['Time'],
        [field]: [option, option],
      })
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: messages.duplicateOption }),
      ])
    },
  )
})

describe('the honeypot', () => {
  it('is left out of the row when empty or blank, and passed on when a bot fills it', () => {
    const row = (value: string) => buildEarlyAccessRow({ ...validEarlyAccess, website: value }, testContext)
    expect('website' in row('')).toBe(false)
    expect('website' in row(' \u200b')).toBe(false)
    expect(row('https://spam.example').website).toBe('https://spam.example')
    expect(buildWebsummitRow({ ...validWebsummit, website: 'x' }, testContext).website).toBe('x')
  })
})
