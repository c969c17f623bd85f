/**
 * SQL text with its values kept apart, so one statement can be sent either way a driver is fastest: with
 * `$n` parameters (PostgreSQL server) or prepared once and executed with the values written in as quoted
 * literals (PGlite, where a whole request then costs one call into WebAssembly instead of several per
 * statement).
 * Invariant: `text.length === values.length + 1`.
 */
export interface Statement {
  readonly text: readonly string[]
  readonly values: readonly (string | null)[]
}

const isStatement = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && 'text' in value && 'values' in value

/**
 * Appends `part` to the statement being built in `text` / `values`, in place. Loops rather than spreads: an
 * insert of many rows splices in one part per value, and both a copy per step and a spread of a long list (an
 * argument per element) would grow with the request.
 */
function append(text: string[], values: (string | null)[], part: Statement): void {
  text[text.length - 1] += part.text[0] ?? ''
  for (let index = 1; index < part.text.length; index++) text.push(part.text[index] ?? '')
  for (const value of part.values) values.push(value)
}

/** Builds a statement; `${value}` becomes a value, `${statement}` is spliced in. */
export function sql(strings: TemplateStringsArray, ...parts: Array<string | null | Statement>): Statement {
  const text = [strings[0] ?? '']
  const values: (string | null)[] = []
  parts.forEach((part, index) => {
    const following = strings[index + 1] ?? ''
    if (isStatement(part)) {
      append(text, values, part)
      text[text.length - 1] += following
    } else {
      values.push(part)
      text.push(following)
    }
  })
  return { text, values }
}

/** SQL written by this package, never from a request. */
export const raw = (text: string): Statement => ({ text: [text], values: [] })

export const identifier = (name: string): Statement => raw(`"${name.replaceAll('"', '""')}"`)

/** The parts one after another with `separator` between them, built in one pass (a request may bring 10,000s). */
export function join(parts: readonly Statement[], separator: string): Statement {
  const text = ['']
  const values: (string | null)[] = []
  parts.forEach((part, index) => {
    if (index > 0) text[text.length - 1] += separator
    append(text, values, part)
  })
  return { text, values }
}

export function parameterized(statement: Statement): { text: string; params: (string | null)[] } {
  return {
    text: statement.text.reduce((text, part, index) => `${text}$${index}${part}`),
    params: [...statement.values],
  }
}

/** PostgreSQL's own refusal of a NUL character, which no literal (or text value) can hold. */
export class NulCharacterError extends Error {
  readonly code = '22021'
  readonly severity = 'ERROR'
  constructor() {
    super('invalid byte sequence for encoding "UTF8": 0x00')
  }
}

/** The same quoting as node-postgres' escapeLiteral, done with two replacements instead of a character loop. */
function literal(value: string | null): string {
  if (value === null) return 'null'
  if (value.includes('\u0000')) throw new NulCharacterError()
  const quoted = `'${value.replaceAll("'", "''")}'`
  // An E'' string reads backslashes as escapes whatever standard_conforming_strings says: double them there.
  return value.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted
}

/**
 * EXECUTE of `statement` prepared (from its `$n` text) under `name`, its values written in as quoted literals:
 * same meaning, since PostgreSQL reads both as untyped text and converts them to the parameter's type.
 */
export function executed(name: string, { values }: Statement): string {
  return values.length === 0 ? `execute ${name}` : `execute ${name}(${values.map(literal).join(', ')})`
}
