import { executed, parameterized, type Statement } from './statement.ts'

/** One simple-query message that runs statements through prepared statements. */
export interface PreparedMessage {
  sql: string
  /** Per statement, the index of its EXECUTE among the message's results. */
  executes: number[]
  /** To call with how many of the message's statements PostgreSQL completed (all, or those before an error). */
  ran(completed: number): void
}

/**
 * Statements with more values than this (a request inserting thousands of rows) are shapes that will not come
 * again: prepared for their one run and deallocated at the next message, so a stream of them cannot hold on
 * to plans of tens of thousands of parameters each (about 30 MB apiece, seen growing a server to 3 GB).
 */
const ONE_OFF_VALUES = 1000

/**
 * The statements PREPAREd on one session, by their `$n` text, so PostgreSQL parses, analyses and plans each
 * shape of statement once instead of on every request (it still plans again when the role, the search_path
 * or the schema a plan depends on changed). A new shape is prepared in the message itself, right before its
 * first EXECUTE: PostgreSQL then runs everything in the order it would run the plain statements, and reports
 * the same first error. PREPARE is not undone by a rollback, so a shape counts as prepared once its PREPARE
 * completed, whatever happened after it. Past `limit` shapes the least recently used ones are deallocated
 * (at the start of the next message): requests with ever new filters or column lists cannot fill the session.
 */
export function createPreparedStatements(limit: number) {
  /** Statement text → name, least recently used first. */
  const names = new Map<string, string>()
  /** Names evicted from `names`, deallocated at the start of the next message. */
  let retired: string[] = []
  let created = 0

  function use(text: string): string | undefined {
    const name = names.get(text)
    if (name !== undefined) {
      names.delete(text)
      names.set(text, name)
    }
    return name
  }

  /** Messages are built and run one at a time (PGlite's one connection). */
  return function preparedMessage(statements: readonly Statement[]): PreparedMessage {
    const parts: string[] = []
    const preparing = new Map<string, { name: string; at: number; oneOff: boolean }>()
    const executes: number[] = []
    for (const statement of statements) {
      const { text } = parameterized(statement)
      let name = use(text) ?? preparing.get(text)?.name
      if (name === undefined) {
        name = `pgrst_statement_${++created}`
        preparing.set(text, { name, at: parts.length, oneOff: statement.values.length > ONE_OFF_VALUES })
        parts.push(`prepare ${name} as ${text}`)
      }
      executes.push(parts.length)
      parts.push(executed(name, statement))
    }
    // Taken only now: a statement that cannot be sent (a NUL in a value) leaves them for the next message.
    const deallocating = retired
    retired = []
    const offset = deallocating.length
    return {
      sql: [...deallocating.map((name) => `deallocate ${name}`), ...parts].join(';\n'),
      executes: executes.map((at) => at + offset),
      ran(completed) {
        // An error in a DEALLOCATE means that name is gone already; the ones after it did not run.
        retired.push(...deallocating.slice(completed + 1))
        for (const [text, { name, at, oneOff }] of preparing) {
          if (at + offset >= completed) continue
          if (oneOff) retired.push(name)
          else names.set(text, name)
        }
        for (const [text, name] of names) {
          if (names.size <= limit) break
          names.delete(text)
          retired.push(name)
        }
      },
    }
  }
}
