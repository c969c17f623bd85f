import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { GATEWAY_PORT } from '@app/site-config'

/**
 * The command-line options both measuring scripts (lighthouse.ts, perf-main-thread.ts) take: the gateway that
 * serves the builds (where `pnpm start` put it: `PORT`, else the default port), how many visits per page, and
 * `--help`.
 */
const defaultBase = `http://localhost:${process.env.PORT || GATEWAY_PORT}`
const MEASURE_OPTIONS = {
  base: { type: 'string', default: defaultBase },
  runs: { type: 'string', default: '3' },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig

/** The shared options' lines of a script's usage text. */
export const MEASURE_USAGE = `  --base <url>         the gateway serving the builds (default ${defaultBase}, from PORT)
  --runs <n>           visits per page; each figure is the median (default 3)
  --help               this text`

/**
 * Reads a measuring script's arguments: the shared options plus its own. `--help` prints `usage` and exits; an
 * unknown or malformed option prints what is wrong and `usage`, and exits with status 2 (no stack trace).
 */
export function parseMeasureArgs<const Options extends ParseArgsOptionsConfig>(
  options: Options,
  usage: string,
) {
  const config = {
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true as const,
    options: { ...MEASURE_OPTIONS, ...options } as typeof MEASURE_OPTIONS & Options,
  }
  try {
    const parsed = parseArgs(config)
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage)
      process.exit(0)
    }
    return parsed
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`)
    process.exit(2)
  }
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (numbers: readonly number[]): number =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0
