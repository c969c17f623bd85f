import { isLocalUrl, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/site-config'
import type { CliIo } from '../cli-io.ts'
import { createDataApiClient } from '../data-api-client.ts'
import { usageError } from '../errors.ts'
import { createProgress } from '../progress.ts'
import { PROGRESS_ROWS, ROWS_PER_INSERT, seedDatabase } from '../seed/seed-database.ts'
import { DEFAULT_SEED } from '../seed/seed-rows.ts'
import { projectUrl } from '../target.ts'
import type { Command } from './command.ts'
import { integerOption, parseOptions } from './options.ts'

const DEFAULTS = { count: 250, earlyAccess: 20 }
const MAX_ROWS = 1_000_000

const usage = `Usage: waitlist seed [options]

Fills the LOCAL database with realistic survey and early-access rows for demos and tests. Rows are
deterministic (a seeded generator), numbered (seed-00001@example.com, …) and built by the forms' own row
builders, so each one passes every rule. They are inserted the way visitors insert, with the local demo anon
key: visitors may add rows, while the service role may only read them. The database's insert rate limit
counts rows per client address, so each request holds ${ROWS_PER_INSERT} rows and claims an address of its own.

Options:
  -n, --count <n>         survey rows (websummit_registrations), default ${DEFAULTS.count}
      --early-access <n>  early-access rows, default ${DEFAULTS.earlyAccess}
      --start <n>         number of the first row, default 1 (row n is always the same person, so
                          --start 251 adds the rows after a first run of 250)
      --seed <n>          generator seed, default ${DEFAULT_SEED}
      --url <url>         the local Data API, default ${LOCAL_SUPABASE_URL} (local addresses only)
  -q, --quiet             nothing on stderr but errors
  -h, --help              show this help

Examples:
  waitlist seed
  waitlist seed --count 10000 --early-access 0`

/** Only a local Data API: demo rows must never reach the hosted project's real waitlist. */
function localUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw usageError(`--url must be a URL such as ${LOCAL_SUPABASE_URL} (got "${value}").`)
  }
  if (!isLocalUrl(url)) {
    throw usageError(`waitlist seed writes demo rows to a local Data API only; ${url.host} is not local.`)
  }
  return projectUrl(url.toString())
}

export const seedCommand: Command = {
  name: 'seed',
  summary: 'fill the local database with realistic, deterministic demo rows',
  async run(args, io: CliIo) {
    const { values } = parseOptions('seed', args, {
      count: { type: 'string', short: 'n' },
      'early-access': { type: 'string' },
      start: { type: 'string' },
      seed: { type: 'string' },
      url: { type: 'string', default: LOCAL_SUPABASE_URL },
      quiet: { type: 'boolean', short: 'q', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    })
    if (values.help) {
      io.stdout.write(`${usage}\n`)
      return
    }
    const request = {
      websummit: integerOption(values.count, 'count', { min: 0, max: MAX_ROWS, fallback: DEFAULTS.count }),
      earlyAccess: integerOption(values['early-access'], 'early-access', {
        min: 0,
        max: MAX_ROWS,
        fallback: DEFAULTS.earlyAccess,
      }),
      start: integerOption(values.start, 'start', { min: 1, max: MAX_ROWS, fallback: 1 }),
      seed: integerOption(values.seed, 'seed', { min: 0, max: 2 ** 32 - 1, fallback: DEFAULT_SEED }),
    }
    const target = { url: localUrl(values.url), key: LOCAL_ANON_KEY, keySource: 'the local demo anon key' }
    const progress = createProgress(io.stderr, { quiet: values.quiet, pageSize: PROGRESS_ROWS })
    await seedDatabase(createDataApiClient(target, io.fetch), request, progress)
  },
}
