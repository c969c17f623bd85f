import path from 'node:path'
import type { Writable } from 'node:stream'
import type { DataApiClient } from '../data-api-client.ts'
import { usageError } from '../errors.ts'
import { formatCount } from '../numbers.ts'
import type { Progress } from '../progress.ts'
import { emptyTableColumns, STABLE_ORDER, type TableName } from '../tables.ts'
import { fileSink, streamSink, type TextSink } from '../text-sink.ts'
import { createEncoder, type ExportFormat } from './encoders.ts'

export type Destination =
  | { kind: 'stdout' }
  | { kind: 'file'; path: string }
  | { kind: 'directory'; path: string }

export interface ExportRequest {
  tables: readonly TableName[]
  format: ExportFormat
  destination: Destination
  pageSize: number
}

export interface ExportContext {
  client: DataApiClient
  stdout: Writable
  progress: Progress
}

export interface TableExport {
  table: TableName
  rows: number
  /** A file path, or "stdout". */
  destination: string
}

/** Streams one table into the sink page by page; returns its row count. */
async function writeTable(
  table: TableName,
  format: ExportFormat,
  sink: TextSink,
  { client, progress }: ExportContext,
  pageSize: number,
): Promise<number> {
  const encoder = createEncoder(format)
  let rows = 0
  for await (const page of client.pages(table, { select: '*', order: STABLE_ORDER, pageSize })) {
    // PostgREST sends every column in table order, so the first row names the columns, including any the
    // hosted table has beyond this repository's migrations.
    const start = rows === 0 ? encoder.start(Object.keys(page.rows[0] ?? {})) : ''
    await sink.write(start + page.rows.map((row) => encoder.row(row)).join(''))
    rows += page.rows.length
    progress.rows(table, rows, page.total)
  }
  await sink.write(`${rows === 0 ? encoder.start(emptyTableColumns[table]) : ''}${encoder.end()}`)
  return rows
}

async function withSink<T>(sink: TextSink, work: (sink: TextSink) => Promise<T>): Promise<T> {
  try {
    const result = await work(sink)
    await sink.finish()
    return result
  } catch (error) {
    await sink.abort()
    throw error
  }
}

const fileExtension: Record<ExportFormat, string> = { csv: 'csv', json: 'json', ndjson: 'ndjson' }

/**
 * Writes the tables in a stable order (oldest first), never holding more than one page. One table goes to
 * stdout or a file; several go to one file each in a directory, or as one JSON object keyed by table name
 * (CSV and NDJSON have no way to hold two tables in one stream).
 */
export async function exportTables(request: ExportRequest, context: ExportContext): Promise<TableExport[]> {
  const { tables, format, destination, pageSize } = request
  const report = (table: TableName, rows: number, sink: TextSink): TableExport => {
    context.progress.note(`Exported ${formatCount(rows)} rows of ${table} to ${sink.name}`)
    return { table, rows, destination: sink.name }
  }

  if (destination.kind === 'directory') {
    const exports: TableExport[] = []
    for (const table of tables) {
      const sink = await fileSink(path.join(destination.path, `${table}.${fileExtension[format]}`))
      const rows = await withSink(sink, (target) => writeTable(table, format, target, context, pageSize))
      exports.push(report(table, rows, sink))
    }
    return exports
  }

  const [single] = tables
  if (tables.length > 1 && format !== 'json') {
    throw usageError(
      `${format.toUpperCase()} holds one table per file: pass --table early-access or --table websummit, ` +
        '--out <directory> for one file per table, or --format json.',
    )
  }
  const sink = destination.kind === 'file' ? await fileSink(destination.path) : streamSink(context.stdout)
  if (tables.length === 1 && single !== undefined) {
    const rows = await withSink(sink, async (target) => {
      const count = await writeTable(single, format, target, context, pageSize)
      // CSV and NDJSON records end in a line break already; the JSON array does not.
      if (format === 'json') await target.write('\n')
      return count
    })
    return [report(single, rows, sink)]
  }
  const counts = await withSink(sink, async (target) => {
    const rows: number[] = []
    for (const [index, table] of tables.entries()) {
      await target.write(`${index === 0 ? '{' : ','}\n${JSON.stringify(table)}: `)
      rows.push(await writeTable(table, format, target, context, pageSize))
    }
    await target.write('\n}\n')
    return rows
  })
  return tables.map((table, index) => report(table, counts[index] ?? 0, sink))
}
