import type { Writable } from 'node:stream'
import type { Fetch } from './data-api-client.ts'
import type { ErrorStream } from './progress.ts'

/** What a command touches outside itself; tests pass their own. */
export interface CliIo {
  stdout: Writable
  stderr: ErrorStream
  env: NodeJS.ProcessEnv
  /** Relative paths on the command line are resolved against it. */
  cwd: string
  fetch?: Fetch
  /** The report's "generated" date. */
  now?: () => Date
}
