import { describe, expect, it } from 'vitest'
import { assertJsonText, assertQueryNesting, MAX_JSON_DEPTH } from './json-text.ts'

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`
/** The code of the error `check` throws, or 'ok'. */
const outcome = (check: () => void) => {
  try {
    check()
    return 'ok'
  } catch (error) {
    return (error as { body: { code: string } }).body.code
  }
}

describe('assertJsonText', () => {
  it.each([
    ['arrays at the bound', nested(MAX_JSON_DEPTH), 'ok'],
    ['arrays one level past it', nested(MAX_JSON_DEPTH + 1), 'PGRST102'],
    [
      'objects past it',
      `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`,
      'PGRST102',
    ],
    ['20,000 levels, as a PATCH that broke PGlite', nested(20_000), 'PGRST102'],
    ['many shallow siblings', `[${'[1],'.repeat(10_000)}[1]]`, 'ok'],
    ['brackets inside a string', `{"a":"${'['.repeat(10_000)}"}`, 'ok'],
    ['an escaped quote before brackets in a string', `{"a":"\\"${'['.repeat(100)}"}`, 'ok'],
    ['an escaped backslash ending a string', `{"a":"\\\\","b":${nested(MAX_JSON_DEPTH + 1)}}`, 'PGRST102'],
    ['a surrogate pair', '{"a":"\\ud83d\\ude00"}', 'ok'],
    ['upper-case hex', '{"a":"\\uD83D\\uDE00"}', 'ok'],
    ['a lone high surrogate', '{"a":"\\ud800b"}', '22P02'],
    ['a high surrogate ending a string', '{"a":"x\\ud800"}', '22P02'],
    ['a lone low surrogate', '{"a":"\\udc00"}', '22P02'],
    ['two high surrogates', '{"a":"\\ud800\\ud800"}', '22P02'],
    ['a high surrogate before another escape', '{"a":"\\ud800\\n"}', '22P02'],
    ['a surrogate written in a key', '{"\\ud800":1}', '22P02'],
    ['an escaped backslash before "u"', '{"a":"\\\\ud800"}', 'ok'],
    ['other escapes', '{"a":"\\u00e9\\n\\t\\/"}', 'ok'],
  ])('%s', (_, text, expected) => {
    // With `?columns=` PostgreSQL reads the body (22P02 for a lone surrogate); otherwise PostgREST's aeson,
    // whose failure PostgREST answers with its generic PGRST102.
    expect(outcome(() => assertJsonText(text, 'postgresql'))).toBe(expected)
    expect(outcome(() => assertJsonText(text, 'postgrest'))).toBe(
      expected === '22P02' ? 'PGRST102' : expected,
    )
  })
})

describe('assertQueryNesting', () => {
  it.each([
    ['a filter at the bound', `survey_data=eq.${nested(MAX_JSON_DEPTH)}`, 'ok'],
    ['a filter past it', `survey_data=eq.${nested(MAX_JSON_DEPTH + 1)}`, 'PGRST100'],
    ['braces past it', `tags=eq.${nested(MAX_JSON_DEPTH + 1, '{', '}')}`, 'PGRST100'],
    ['brackets hidden in quotes', `a=eq."${nested(MAX_JSON_DEPTH + 1)}"`, 'PGRST100'],
    ['select', `select=${nested(7000)}`, 'PGRST100'],
    ['columns', `columns=${encodeURIComponent(nested(7000))}`, 'PGRST100'],
    ['a key', `${nested(MAX_JSON_DEPTH + 1)}=eq.1`, 'PGRST100'],
    ['many unbalanced closers', `a=eq.${']'.repeat(10_000)}`, 'ok'],
  ])('%s', (_, query, expected) => {
    expect(outcome(() => assertQueryNesting(new URLSearchParams(query)))).toBe(expected)
  })
})
