import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { LOCAL_SUPABASE_URL } from '@app/site-config'
import { usageError } from '../errors.ts'
import { formatCount } from '../numbers.ts'

/** Options every command that talks to the Data API takes. */
export const connectionOptions = {
  local: { type: 'boolean', default: false },
  'page-size': { type: 'string' },
  quiet: { type: 'boolean', short: 'q', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig

const DEFAULT_PAGE_SIZE = 1000
const MAX_PAGE_SIZE = 10_000

export const connectionHelp = `      --local            use the local Data API (${LOCAL_SUPABASE_URL}) and its demo service key
      --page-size <n>    rows per request, 1 to ${formatCount(MAX_PAGE_SIZE)} (default ${formatCount(DEFAULT_PAGE_SIZE)})
  -q, --quiet            nothing on stderr but errors
  -h, --help             show this help

Environment (unless --local):
  SUPABASE_URL               the project URL, e.g. https://<project-ref>.supabase.co
  SUPABASE_SERVICE_ROLE_KEY  its secret key (sb_secret_…) or legacy service_role key, never the anon key`

/** node:util parseArgs, strict, with its errors turned into usage errors that point at --help. */
export function parseOptions<const Options extends ParseArgsOptionsConfig>(
  command: string,
  args: readonly string[],
  options: Options,
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw usageError(`${message}\nRun \`waitlist ${command} --help\` for the options.`)
  }
}

/** A whole number option within bounds; `fallback` when absent. */
export function integerOption(
  value: string | undefined,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  if (value === undefined) return fallback
  const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw usageError(`--${name} must be a whole number from ${min} to ${formatCount(max)} (got "${value}").`)
  }
  return number
}

export const pageSizeOption = (value: string | undefined) =>
  integerOption(value, 'page-size', { min: 1, max: MAX_PAGE_SIZE, fallback: DEFAULT_PAGE_SIZE })
