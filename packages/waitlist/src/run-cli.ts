import type { CliIo } from './cli-io.ts'
import type { Command } from './commands/command.ts'
import { exportCommand } from './commands/export-command.ts'
import { reportCommand } from './commands/report-command.ts'
import { seedCommand } from './commands/seed-command.ts'
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './errors.ts'

const commands: readonly Command[] = [exportCommand, reportCommand, seedCommand]

const usage = `Usage: waitlist <command> [options]

Operations on the waitlist tables of the Supabase project (or, with --local, the local Data API).

Commands:
${commands.map(({ name, summary }) => `  ${name.padEnd(8)} ${summary}`).join('\n')}

Run \`waitlist <command> --help\` for a command's options.`

const isBrokenPipe = (error: unknown) =>
  error instanceof Error && 'code' in error && (error as NodeJS.ErrnoException).code === 'EPIPE'

/** Runs one command line; returns the exit code. Errors are printed, never thrown. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io[name === undefined ? 'stderr' : 'stdout'].write(`${usage}\n`)
    return name === undefined ? EXIT_USAGE : EXIT_OK
  }
  const command = commands.find((candidate) => candidate.name === name)
  if (command === undefined) {
    io.stderr.write(`waitlist: unknown command "${name}"\n\n${usage}\n`)
    return EXIT_USAGE
  }
  try {
    await command.run(rest, io)
    return EXIT_OK
  } catch (error) {
    // `waitlist export | head` closes the pipe early: the reader has what it wanted.
    if (isBrokenPipe(error)) return EXIT_OK
    if (error instanceof CliError) {
      io.stderr.write(`waitlist ${name}: ${error.message}\n`)
      return error.exitCode
    }
    io.stderr.write(
      `waitlist ${name}: unexpected error\n${error instanceof Error ? error.stack : String(error)}\n`,
    )
    return EXIT_FAILURE
  }
}
