/** Exit codes: 1 when the work failed (API, network, files), 2 when the command line or environment is wrong. */
export const EXIT_OK = 0
export const EXIT_FAILURE = 1
export const EXIT_USAGE = 2

/** A failure the user can act on: the CLI prints its message alone, without a stack trace. */
export class CliError extends Error {
  readonly exitCode: number

  constructor(message: string, exitCode: number = EXIT_FAILURE) {
    super(message)
    this.name = 'CliError'
    this.exitCode = exitCode
  }
}

export const usageError = (message: string) => new CliError(message, EXIT_USAGE)
