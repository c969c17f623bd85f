import { csvRecord } from '@app/csv'
import type { Row } from '../data-api-client.ts'
import { csvLayout } from './flatten.ts'

export const exportFormats = ['csv', 'json', 'ndjson'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** Turns one table into text piece by piece, so each page is written as soon as it arrives. */
export interface TableEncoder {
  /** Called once, before the first row, with the table's columns. */
  start(columns: readonly string[]): string
  row(row: Row): string
  /** Closes the table's text; no trailing newline, so a JSON table can sit inside an object. */
  end(): string
}

function csvEncoder(): TableEncoder {
  let cells: (row: Row) => string[] = () => []
  return {
    start(columns) {
      const layout = csvLayout(columns)
      cells = layout.cells
      return csvRecord(layout.header)
    },
    row: (row) => csvRecord(cells(row)),
    end: () => '',
  }
}

/** A JSON array with one row per line: valid JSON, and still readable with line tools. */
function jsonEncoder(): TableEncoder {
  let rows = 0
  return {
    start: () => '[',
    row: (row) => `${rows++ === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`,
    end: () => (rows === 0 ? ']' : '\n]'),
  }
}

function ndjsonEncoder(): TableEncoder {
  return { start: () => '', row: (row) => `${JSON.stringify(row)}\n`, end: () => '' }
}

export function createEncoder(format: ExportFormat): TableEncoder {
  switch (format) {
    case 'csv':
      return csvEncoder()
    case 'json':
      return jsonEncoder()
    case 'ndjson':
      return ndjsonEncoder()
  }
}
