import type { Writable } from 'node:stream'
import { formatCount } from './numbers.ts'

export type ErrorStream = Writable & { isTTY?: boolean }

/** Status lines on stderr, so stdout carries nothing but the exported data. */
export interface Progress {
  /** `done` rows of `total` read so far. */
  rows(label: string, done: number, total: number | undefined): void
  /** A line that stays. */
  note(line: string): void
}

/**
 * Counts per page for tables longer than one page: rewritten in place on a terminal, one line per page when
 * stderr is a file or pipe (CI logs keep every line). `quiet` silences both.
 */
export function createProgress(
  stderr: ErrorStream,
  { quiet, pageSize }: { quiet: boolean; pageSize: number },
): Progress {
  let open = false
  const closeLine = () => {
    if (open) stderr.write('\n')
    open = false
  }
  return {
    rows(label, done, total) {
      if (quiet || total === undefined || total <= pageSize) return
      const line = `${label}: ${formatCount(done)} / ${formatCount(total)} rows (${Math.min(100, Math.floor((done / total) * 100))}%)`
      if (stderr.isTTY) {
        stderr.write(`\r${line}\x1b[K`)
        open = true
      } else {
        stderr.write(`${line}\n`)
      }
    },
    note(line) {
      if (quiet) return
      closeLine()
      stderr.write(`${line}\n`)
    },
  }
}
