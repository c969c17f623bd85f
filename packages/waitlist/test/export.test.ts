import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { parseCsv } from '@app/csv/test/parse-csv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvLayout } from '../src/export/flatten.ts'
import { earlyAccessSeedEmail, websummitSeedEmail, websummitSeedRow } from '../src/seed/seed-rows.ts'
import { emptyTableColumns } from '../src/tables.ts'
import { type CliRun, cli } from './cli.ts'
import { SEEDED } from './seeded.ts'

let directory: string
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'waitlist-export-'))
})
afterAll(() => rm(directory, { recursive: true, force: true }))

/** Fetch as the CLI does, remembering every request. */
function recordingFetch() {
  const requests: URL[] = []
  const fetchAndRecord: typeof fetch = (input, init) => {
    requests.push(new URL(String(input)))
    return fetch(input, init)
  }
  return { fetch: fetchAndRecord, requests }
}

describe('CSV export of both tables into a directory', () => {
  let run: CliRun
  let requests: URL[]
  const tables: Record<string, string[][]> = {}

  beforeAll(async () => {
    const recorder = recordingFetch()
    requests = recorder.requests
    run = await cli(['export', '--out', 'exports'], { cwd: directory, fetch: recorder.fetch })
    for (const table of ['early_access_registrations', 'websummit_registrations']) {
      tables[table] = parseCsv(await readFile(path.join(directory, 'exports', `${table}.csv`), 'utf8'))
    }
  })

  const records = (table: string) => tables[table] ?? []
  const column = (table: string, name: string) => {
    const [header = [], ...rows] = records(table)
    const index = header.indexOf(name)
    return rows.map((row) => row[index] ?? '')
  }

  it('succeeds, writes one file per table and nothing half-written', async () => {
    expect(run.code, run.stderr).toBe(0)
    expect((await readdir(path.join(directory, 'exports'))).sort()).toEqual([
      'early_access_registrations.csv',
      'websummit_registrations.csv',
    ])
  })

  it('writes a header and one record per row (10,000 survey rows, 25 early-access rows)', () => {
    expect(records('websummit_registrations')).toHaveLength(SEEDED.websummit + 1)
    expect(records('early_access_registrations')).toHaveLength(SEEDED.earlyAccess + 1)
  })

  it('has every column, with survey_data spread over its own columns', () => {
    expect(records('early_access_registrations')[0]).toEqual([
      ...emptyTableColumns.early_access_registrations,
    ])
    expect(records('websummit_registrations')[0]).toEqual(
      csvLayout(emptyTableColumns.websummit_registrations).header,
    )
  })

  it('exports every row exactly once', () => {
    const emails = column('websummit_registrations', 'email')
    expect(new Set(emails).size).toBe(SEEDED.websummit)
    expect(emails).toContain(websummitSeedEmail(1))
    expect(emails).toContain(websummitSeedEmail(SEEDED.websummit))
    expect(column('early_access_registrations', 'email')).toContain(earlyAccessSeedEmail(SEEDED.earlyAccess))
  })

  it('orders rows oldest first, the id breaking ties', () => {
    const createdAt = column('websummit_registrations', 'created_at').map((value) => Date.parse(value))
    const ids = column('websummit_registrations', 'id').map(Number)
    for (let index = 1; index < ids.length; index += 1) {
      const [previousTime = 0, time = 0] = [createdAt[index - 1], createdAt[index]]
      expect(
        time > previousTime || (time === previousTime && (ids[index] ?? 0) > (ids[index - 1] ?? 0)),
      ).toBe(true)
    }
  })

  it('writes each stored value, escaped so a CSV reader gets it back exactly', () => {
    const [header = [], ...rows] = records('websummit_registrations')
    const layout = csvLayout(emptyTableColumns.websummit_registrations)
    // Rows with commas (user agents), quotes-free Other texts and apostrophes (Don't know how, O'Brien).
    for (const index of [1, 2, 777, SEEDED.websummit]) {
      const stored = rows.find((row) => row[header.indexOf('email')] === websummitSeedEmail(index)) ?? []
      const expected = layout.cells({ ...websummitSeedRow(index, SEEDED.seed), id: '', created_at: '' })
      const compared = header
        .map((_, position) => position)
        .filter((position) => !['id', 'created_at', 'created_at_gtm'].includes(header[position] ?? ''))
      expect(compared.map((position) => stored[position])).toEqual(
        compared.map((position) => expected[position]),
      )
    }
  })

  it('pages through the tables in pages of 1,000, in a stable order', () => {
    const pages = requests.filter((url) => url.pathname.endsWith('/websummit_registrations'))
    expect(pages).toHaveLength(SEEDED.websummit / 1000 + 1)
    expect(pages.map((url) => url.searchParams.get('offset'))).toEqual(
      Array.from({ length: pages.length }, (_, page) => String(page * 1000)),
    )
    for (const url of requests) {
      expect(url.searchParams.get('limit')).toBe('1000')
      expect(url.searchParams.get('order')).toBe('created_at.asc,id.asc')
    }
  })

  it('shows progress and a summary on stderr, nothing on stdout', () => {
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('websummit_registrations: 1,000 / 10,000 rows (10%)\n')
    expect(run.stderr).toContain(
      `Exported 10,000 rows of websummit_registrations to ${path.join(directory, 'exports', 'websummit_registrations.csv')}`,
    )
    expect(run.stderr).toContain('Exported 25 rows of early_access_registrations')
    // One page only: no progress lines for the short table.
    expect(run.stderr).not.toContain('early_access_registrations: ')
  })
})

describe('JSON export of both tables to stdout', () => {
  let run: CliRun
  beforeAll(async () => {
    run = await cli(['export', '--format', 'json', '--quiet'])
  })

  it('is one valid JSON object keyed by table, with every row as stored', () => {
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toBe('')
    const parsed = JSON.parse(run.stdout) as Record<string, Array<Record<string, unknown>>>
    expect(Object.keys(parsed)).toEqual(['early_access_registrations', 'websummit_registrations'])
    expect(parsed.early_access_registrations).toHaveLength(SEEDED.earlyAccess)
    expect(parsed.websummit_registrations).toHaveLength(SEEDED.websummit)
    const first = parsed.websummit_registrations?.find((row) => row.email === websummitSeedEmail(1))
    const { created_at_gtm: _stamp, ...seeded } = websummitSeedRow(1, SEEDED.seed)
    expect(first).toMatchObject(seeded)
    expect(Object.keys(first ?? {})).toEqual([...emptyTableColumns.websummit_registrations])
  })
})

describe('NDJSON export to stdout', () => {
  it('streams rows as pages arrive instead of loading the table first', async () => {
    const events: string[] = []
    let text = ''
    const stdout = new Writable({
      write(chunk, _encoding, done) {
        events.push('write')
        text += String(chunk)
        done()
      },
    })
    const recordingFetchWithEvents: typeof fetch = (input, init) => {
      events.push('fetch')
      return fetch(input, init)
    }
    const run = await cli(['export', '--table', 'websummit', '--format', 'ndjson', '--quiet'], {
      stdout,
      fetch: recordingFetchWithEvents,
    })
    expect(run.code, run.stderr).toBe(0)
    expect(text.split('\n').filter(Boolean)).toHaveLength(SEEDED.websummit)
    expect(JSON.parse(text.slice(0, text.indexOf('\n')))).toHaveProperty('survey_data.startupStage')
    // Each page is written before the next one is fetched.
    expect(events.slice(0, 6)).toEqual(['fetch', 'write', 'fetch', 'write', 'fetch', 'write'])
  })

  it('writes the early-access table to a file named by its extension', async () => {
    const run = await cli(['export', '--table', 'early-access', '--out', 'signups.jsonl'], { cwd: directory })
    expect(run.code, run.stderr).toBe(0)
    const lines = (await readFile(path.join(directory, 'signups.jsonl'), 'utf8')).trimEnd().split('\n')
    expect(lines.map((line) => JSON.parse(line).email)).toEqual(
      Array.from({ length: SEEDED.earlyAccess }, (_, index) => earlyAccessSeedEmail(index + 1)),
    )
  })
})
