import { formatCount } from '../numbers.ts'
import {
  type CrossTab,
  type QuestionSummary,
  rankedOptions,
  SMALL_SAMPLE,
  type SurveyReport,
} from './aggregate.ts'
import { escapeMarkdown } from './escape.ts'
import { formatDate, percent, shareText } from './format.ts'
import { keyFindings } from './key-findings.ts'
import type { ReportMeta } from './report-meta.ts'
import {
  MULTI_CHOICE_NOTE,
  OTHER_GROUPING_NOTE,
  questionHeading,
  questionTexts,
  REPORT_SUBTITLE,
  REPORT_TITLE,
  smallSampleNote,
} from './texts.ts'

const OTHER_ANSWERS_LISTED = 5

function questionTable(summary: QuestionSummary): string[] {
  const texts = questionTexts[summary.question.field]
  return [
    `| ${escapeMarkdown(texts.optionHeading)} | Respondents | Share |`,
    '| --- | ---: | ---: |',
    ...rankedOptions(summary).map(
      ({ option, count, share }) =>
        `| ${escapeMarkdown(option)} | ${formatCount(count)} | ${percent(share)} |`,
    ),
  ]
}

function otherAnswersLine(summary: QuestionSummary): string[] {
  const other = summary.other
  if (other === undefined || other.answered === 0) return []
  const listed = other.groups
    .slice(0, OTHER_ANSWERS_LISTED)
    .map(({ answer, count }) => `${escapeMarkdown(answer)} (${formatCount(count)})`)
  const more = other.groups.length - listed.length
  return [
    '',
    `"Other" answers, ${formatCount(other.answered)} written: ${listed.join('; ')}${more > 0 ? `; ${formatCount(more)} more ${more === 1 ? 'answer' : 'answers'}` : ''}.`,
  ]
}

/** Each stage's most common answer: the cross-tab's headline, one line per stage. */
function crossTabLines(crossTab: CrossTab): string[] {
  const lines = crossTab.columns.map(({ stage, n, smallSample }, column) => {
    const top = crossTab.rows.reduce<{ option: string; count: number }>(
      (best, row) =>
        (row.cells[column]?.count ?? 0) > best.count
          ? { option: row.option, count: row.cells[column]?.count ?? 0 }
          : best,
      { option: '', count: 0 },
    )
    const answer =
      top.count === 0 ? 'no answers' : `${escapeMarkdown(top.option)} — ${shareText(top.count, n)}`
    return `- ${escapeMarkdown(stage)} (n = ${formatCount(n)}${smallSample ? ', small sample' : ''}): ${answer}`
  })
  return ['', 'Most common answer by startup stage:', '', ...lines]
}

function questionSection(summary: QuestionSummary, crossTab: CrossTab | undefined): string[] {
  const texts = questionTexts[summary.question.field]
  return [
    `## ${escapeMarkdown(questionHeading(summary.question))}`,
    '',
    `Share of ${texts.base} (n = ${formatCount(summary.base)}).${summary.question.kind === 'multi' ? ` ${MULTI_CHOICE_NOTE}` : ''}`,
    ...(summary.smallSample ? ['', `> **${smallSampleNote(summary.base, SMALL_SAMPLE)}**`] : []),
    '',
    ...questionTable(summary),
    ...otherAnswersLine(summary),
    ...(crossTab ? crossTabLines(crossTab) : []),
    '',
  ]
}

/** The Markdown summary: the key numbers and one table per question; the HTML report has the charts. */
export function renderReportMarkdown(report: SurveyReport, meta: ReportMeta): string {
  const crossTabOf = (summary: QuestionSummary) =>
    report.crossTabs.find(({ question }) => question.field === summary.question.field)
  return [
    `# ${REPORT_TITLE}`,
    '',
    `${escapeMarkdown(meta.brand)} · ${REPORT_SUBTITLE} · ${formatCount(report.respondents)} ${report.respondents === 1 ? 'respondent' : 'respondents'} · ${formatDate(meta.generatedAt)}`,
    ...(report.smallSample ? ['', `> **${smallSampleNote(report.respondents, SMALL_SAMPLE)}**`] : []),
    '',
    '## At a glance',
    '',
    ...keyFindings(report).map(
      ({ label, value, detail }) =>
        `- **${escapeMarkdown(label)}:** ${escapeMarkdown(value)} — ${escapeMarkdown(detail)}`,
    ),
    '',
    ...report.questions.flatMap((summary) => questionSection(summary, crossTabOf(summary))),
    '---',
    '',
    `Groups under ${SMALL_SAMPLE} respondents are flagged as small samples. ${OTHER_GROUPING_NOTE} Generated from ${escapeMarkdown(meta.source)}.`,
    '',
  ].join('\n')
}
