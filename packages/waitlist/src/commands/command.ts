import type { CliIo } from '../cli-io.ts'

export interface Command {
  name: string
  /** One line for `waitlist --help`. */
  summary: string
  run(args: readonly string[], io: CliIo): Promise<void>
}
