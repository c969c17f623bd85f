import { type ApiError, invalidBody, postgrestError } from './errors.ts'

/**
 * How deeply arrays and objects may nest, in a body or a query value. PostgreSQL's JSON parser recurses
 * once per level; in PGlite the WebAssembly stack overflows at a few thousand levels (about 6,500 for
 * `::json`, measured) without PostgreSQL noticing, and the database then acknowledges writes it never
 * stores. A registration nests two levels; 64 leaves room for any real document and is far from the edge.
 */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

const tooDeep = (code: string, where: string) =>
  postgrestError(400, code, `${where} nested deeper than ${MAX_JSON_DEPTH} levels`, {
    hint: `Arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels deep.`,
  })

/**
 * Who reads a body's JSON text in PostgREST: PostgREST itself (its JSON parser, aeson), or — with `?columns=`,
 * when PostgREST hands the body on unparsed — PostgreSQL. They refuse a lone surrogate differently.
 */
export type JsonReader = 'postgrest' | 'postgresql'

/**
 * The refusal of a \u escape that cannot become a character: aeson's failure, which PostgREST answers with
 * its generic PGRST102, or PostgreSQL's 22P02 with its detail.
 */
const badEscape = (reader: JsonReader, detail: string): ApiError =>
  reader === 'postgrest'
    ? invalidBody('Empty or invalid json')
    : postgrestError(400, '22P02', 'invalid input syntax for type json', { details: detail })
const lowMustFollow = (reader: JsonReader) =>
  badEscape(reader, 'Unicode low surrogate must follow a high surrogate.')
const highAfterHigh = (reader: JsonReader) =>
  badEscape(reader, 'Unicode high surrogate must not follow a high surrogate.')

/** The UTF-16 unit of `\uXXXX` starting at `at` (the `u`), or NaN. */
function escapedUnit(text: string, at: number): number {
  const hex = text.slice(at + 1, at + 5)
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : Number.NaN
}

/**
 * Checks a request body's JSON text before anything parses it: nesting at most MAX_JSON_DEPTH (400 PGRST102),
 * and every `\uD800`–`\uDFFF` escape one half of a surrogate pair, where JavaScript would turn a lone half
 * into U+FFFD on its way to the database: refused as `reader` refuses it in PostgREST (400 PGRST102 "Empty or
 * invalid json" from aeson, 400 22P02 from PostgreSQL). One pass, no recursion; malformed JSON is left to the
 * parser.
 */
export function assertJsonText(text: string, reader: JsonReader): void {
  let depth = 0
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at)
    if (char === QUOTE) {
      let highPending = false
      for (at++; at < text.length; at++) {
        const inString = text.charCodeAt(at)
        if (inString === QUOTE) break
        const unit =
          inString === BACKSLASH && text.charCodeAt(at + 1) === 0x75 ? escapedUnit(text, at + 1) : -1
        if (unit >= 0xd800 && unit <= 0xdbff) {
          if (highPending) throw highAfterHigh(reader)
          highPending = true
        } else if (unit >= 0xdc00 && unit <= 0xdfff) {
          if (!highPending) throw lowMustFollow(reader)
          highPending = false
        } else if (highPending) {
          throw lowMustFollow(reader)
        }
        if (inString === BACKSLASH) at += unit >= 0 ? 5 : 1
      }
      if (highPending) throw lowMustFollow(reader)
    } else if (OPENERS.has(char)) {
      if (++depth > MAX_JSON_DEPTH) throw tooDeep('PGRST102', 'JSON')
    } else if (CLOSERS.has(char)) {
      depth--
    }
  }
}

/**
 * The deepest nesting of `[` and `{` in `text`, quotes ignored: a query value has no agreed grammar, and a JWT's
 * claims need not be parsed to be bounded.
 */
export function bracketDepth(text: string): number {
  let depth = 0
  let deepest = 0
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at)
    if (OPENERS.has(char)) deepest = Math.max(deepest, ++depth)
    else if (CLOSERS.has(char) && depth > 0) depth--
  }
  return deepest
}

/**
 * Query values reach PostgreSQL as text its type input functions parse (`survey_data=eq.[[[…` is read as
 * JSON), so they get the same bound, counted strictly: brackets inside quotes count too (400 PGRST100).
 */
export function assertQueryNesting(query: URLSearchParams): void {
  for (const [key, value] of query) {
    if (bracketDepth(key) > MAX_JSON_DEPTH || bracketDepth(value) > MAX_JSON_DEPTH) {
      throw tooDeep('PGRST100', 'Query parameter')
    }
  }
}
