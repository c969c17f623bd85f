import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BRAND_NAME } from '@app/site-config/brand'
import type { CliIo } from '../cli-io.ts'
import { createProgress } from '../progress.ts'
import { buildSurveyReport } from '../report/aggregate.ts'
import { readSurveys } from '../report/read-surveys.ts'
import { renderReportHtml } from '../report/render-html.ts'
import { renderReportMarkdown } from '../report/render-markdown.ts'
import { REPORT_FILE_STEM, REPORT_TITLE } from '../report/texts.ts'
import type { Command } from './command.ts'
import { connect } from './connect.ts'
import { connectionHelp, connectionOptions, pageSizeOption, parseOptions } from './options.ts'

/** Git-ignored (`.data/`), like the local database: reports quote respondents' own words. */
const DEFAULT_OUT = path.join('.data', 'report')

const usage = `Usage: waitlist report [options]

Builds the "${REPORT_TITLE}" report from the survey answers (websummit_registrations): a
self-contained HTML report with charts, which prints cleanly to PDF, and a Markdown summary. Groups of fewer
than 30 respondents are flagged as small samples.

Options:
  -o, --out <directory>  where ${REPORT_FILE_STEM}.html and .md go (default ${DEFAULT_OUT})
${connectionHelp}

Examples:
  waitlist report --local
  waitlist report --out reports/2025-11`

export const reportCommand: Command = {
  name: 'report',
  summary: `build the "${REPORT_TITLE}" report (HTML and Markdown)`,
  async run(args, io: CliIo) {
    const { values } = parseOptions('report', args, {
      ...connectionOptions,
      out: { type: 'string', short: 'o', default: DEFAULT_OUT },
    })
    if (values.help) {
      io.stdout.write(`${usage}\n`)
      return
    }
    const pageSize = pageSizeOption(values['page-size'])
    const { client, target } = connect(values.local, io)
    const progress = createProgress(io.stderr, { quiet: values.quiet, pageSize })
    const report = buildSurveyReport(await readSurveys(client, { pageSize, progress }))
    const meta = {
      brand: BRAND_NAME,
      generatedAt: io.now?.() ?? new Date(),
      source: new URL(target.url).host,
    }

    const directory = path.resolve(io.cwd, values.out)
    await mkdir(directory, { recursive: true })
    const files = [
      { file: path.join(directory, `${REPORT_FILE_STEM}.html`), text: renderReportHtml(report, meta) },
      { file: path.join(directory, `${REPORT_FILE_STEM}.md`), text: renderReportMarkdown(report, meta) },
    ]
    for (const { file, text } of files) {
      await writeFile(file, text)
      progress.note(`Wrote ${file}`)
    }
  },
}
