import path from 'node:path'
import type { CliIo } from '../cli-io.ts'
import { usageError } from '../errors.ts'
import { type ExportFormat, exportFormats } from '../export/encoders.ts'
import { type Destination, exportTables } from '../export/export-tables.ts'
import { createProgress } from '../progress.ts'
import { parseTables } from '../tables.ts'
import type { Command } from './command.ts'
import { connect } from './connect.ts'
import { connectionHelp, connectionOptions, pageSizeOption, parseOptions } from './options.ts'

const usage = `Usage: waitlist export [options]

Writes the waitlist tables with all their columns, oldest registration first, reading them page by page.
CSV spreads survey_data over one column per question, one true/false column per multi-choice option and one
per "Other" text; JSON and NDJSON keep each row as stored.

Options:
  -t, --table <name>     early-access, websummit or all (default all)
  -f, --format <format>  csv, json or ndjson (default: from the --out extension, else csv)
  -o, --out <path>       a file for one table; for all tables a directory (one file each) or a .json file
                         (default: stdout)
${connectionHelp}

Examples:
  waitlist export --local --table websummit > survey.csv
  waitlist export --out exports/
  waitlist export --table early-access --out signups.json`

const formatOfExtension: Record<string, ExportFormat> = {
  '.csv': 'csv',
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
}

function parseFormat(value: string | undefined, out: string | undefined): ExportFormat {
  if (value === undefined) return (out && formatOfExtension[path.extname(out).toLowerCase()]) || 'csv'
  const format = exportFormats.find((name) => name === value)
  if (format === undefined) throw usageError(`Unknown format "${value}". Use ${exportFormats.join(', ')}.`)
  return format
}

function destinationOf(
  out: string | undefined,
  tableCount: number,
  format: ExportFormat,
  cwd: string,
): Destination {
  if (out === undefined || out === '-') return { kind: 'stdout' }
  const resolved = path.resolve(cwd, out)
  if (tableCount === 1) return { kind: 'file', path: resolved }
  const extension = path.extname(out).toLowerCase()
  if (format === 'json' && extension === '.json') return { kind: 'file', path: resolved }
  if (extension in formatOfExtension) {
    throw usageError(
      `--out ${out} names one file, but all tables are exported: pass --table, a directory, or a .json file ` +
        'with --format json.',
    )
  }
  return { kind: 'directory', path: resolved }
}

export const exportCommand: Command = {
  name: 'export',
  summary: 'write the waitlist tables as CSV, JSON or NDJSON',
  async run(args, io: CliIo) {
    const { values } = parseOptions('export', args, {
      ...connectionOptions,
      table: { type: 'string', short: 't', default: 'all' },
      format: { type: 'string', short: 'f' },
      out: { type: 'string', short: 'o' },
    })
    if (values.help) {
      io.stdout.write(`${usage}\n`)
      return
    }
    const tables = parseTables(values.table)
    const format = parseFormat(values.format, values.out)
    const pageSize = pageSizeOption(values['page-size'])
    const destination = destinationOf(values.out, tables.length, format, io.cwd)
    const { client } = connect(values.local, io)
    const progress = createProgress(io.stderr, { quiet: values.quiet, pageSize })
    await exportTables({ tables, format, destination, pageSize }, { client, stdout: io.stdout, progress })
  },
}
