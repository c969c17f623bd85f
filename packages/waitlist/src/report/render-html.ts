import { OTHER } from '@app/forms/options'
import { formatCount } from '../numbers.ts'
import {
  type CrossTab,
  type QuestionSummary,
  rankedOptions,
  SMALL_SAMPLE,
  type SurveyReport,
} from './aggregate.ts'
import { barChartSvg } from './bar-chart.ts'
import { escapeHtml } from './escape.ts'
import { formatDate, percent, shareText } from './format.ts'
import { keyFindings } from './key-findings.ts'
import type { ReportMeta } from './report-meta.ts'
import { reportStyles } from './report-styles.ts'
import {
  MULTI_CHOICE_NOTE,
  OTHER_GROUPING_NOTE,
  questionHeading,
  questionTexts,
  REPORT_SUBTITLE,
  REPORT_TITLE,
  smallSampleNote,
} from './texts.ts'

/** How many grouped "Other" answers a question lists. */
const OTHER_ANSWERS_SHOWN = 10

const warning = (text: string) =>
  `<p class="warning" role="note"><strong>Note:</strong> ${escapeHtml(text)}</p>`

function findingsSection(report: SurveyReport): string {
  const items = keyFindings(report)
    .map(
      ({ label, value, detail }) =>
        `<div class="finding"><dt>${escapeHtml(label)}</dt><dd><span class="value">${escapeHtml(value)}</span>${escapeHtml(detail)}</dd></div>`,
    )
    .join('\n')
  return `<section class="card" aria-labelledby="glance"><h2 id="glance">At a glance</h2><dl class="findings">${items}</dl></section>`
}

function optionsTable(summary: QuestionSummary, id: string): string {
  const texts = questionTexts[summary.question.field]
  const rows = rankedOptions(summary)
    .map(
      ({ option, count, share }) =>
        `<tr><th scope="row">${escapeHtml(option)}</th><td class="num">${formatCount(count)}</td><td class="num">${percent(share)}</td></tr>`,
    )
    .join('\n')
  return `<div class="table-wrap"><table id="${id}-table"><caption>${escapeHtml(texts.title)} (n = ${formatCount(summary.base)})</caption>
<thead><tr><th scope="col">${escapeHtml(texts.optionHeading)}</th><th scope="col" class="num">Respondents</th><th scope="col" class="num">Share</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}

function otherAnswersTable(summary: QuestionSummary): string {
  const other = summary.other
  if (other === undefined || other.answered === 0) return ''
  const shown = other.groups.slice(0, OTHER_ANSWERS_SHOWN)
  const rows = shown
    .map(
      ({ answer, count }) =>
        `<tr><td>${escapeHtml(answer)}</td><td class="num">${formatCount(count)}</td></tr>`,
    )
    .join('\n')
  const more = other.groups.length - shown.length
  return `<h3>“${OTHER}” answers</h3>
<div class="table-wrap"><table><caption>${formatCount(other.answered)} written ${other.answered === 1 ? 'answer' : 'answers'} in ${formatCount(other.groups.length)} ${other.groups.length === 1 ? 'group' : 'groups'}${more > 0 ? `, largest ${shown.length} shown` : ''}</caption>
<thead><tr><th scope="col">Answer</th><th scope="col" class="num">Respondents</th></tr></thead>
<tbody>${rows}</tbody></table></div>
<p class="note">${escapeHtml(OTHER_GROUPING_NOTE)}</p>`
}

/** The share of a column's respondents as a tint, so the table reads like a heat map; small columns stay plain. */
const tint = (share: number) =>
  `background-color: color-mix(in srgb, var(--accent) ${Math.round(Math.min(0.45, share * 0.9) * 100)}%, transparent)`

/** The cross-tab of a question, its rows in the order of the question's own table. */
function crossTabTable(crossTab: CrossTab, order: readonly string[]): string {
  const texts = questionTexts[crossTab.question.field]
  const id = `q-${crossTab.question.field}-by-stage`
  const totalN = crossTab.columns.reduce((sum, { n }) => sum + n, 0)
  const header = crossTab.columns
    .map(
      ({ stage, n, smallSample }) =>
        `<th scope="col">${escapeHtml(stage)}<span class="n">n = ${formatCount(n)}</span>${smallSample ? '<span class="n">counts only</span>' : ''}</th>`,
    )
    .join('')
  const tops = crossTab.columns.map((_, column) =>
    Math.max(...crossTab.rows.map((row) => row.cells[column]?.count ?? 0)),
  )
  const rows = [...crossTab.rows]
    .sort((a, b) => order.indexOf(a.option) - order.indexOf(b.option))
    .map(({ option, cells }) => {
      const total = cells.reduce((sum, { count }) => sum + count, 0)
      const tds = cells
        .map(({ count, share }, column) => {
          const small = crossTab.columns[column]?.smallSample ?? true
          if (small) return `<td class="small">${formatCount(count)}</td>`
          const text = percent(share)
          const top = count > 0 && count === tops[column]
          return `<td style="${tint(share)}">${top ? `<strong>${text}</strong>` : text}</td>`
        })
        .join('')
      return `<tr><th scope="row">${escapeHtml(option)}</th>${tds}<td class="total">${shareText(total, totalN)}</td></tr>`
    })
    .join('\n')
  const smallColumns = crossTab.columns.filter(({ smallSample }) => smallSample).map(({ stage }) => stage)
  return `<h3>By startup stage</h3>
<div class="table-wrap" role="region" tabindex="0" aria-labelledby="${id}"><table class="crosstab"><caption id="${id}">${escapeHtml(texts.title)} by startup stage: share of each stage’s ${escapeHtml(texts.base)}; the largest answer per stage in bold</caption>
<thead><tr><th scope="col">${escapeHtml(texts.optionHeading)}</th>${header}<th scope="col" class="total">All<span class="n">n = ${formatCount(totalN)}</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>
${smallColumns.length > 0 ? `<p class="note">Stages with fewer than ${SMALL_SAMPLE} respondents (${escapeHtml(smallColumns.join(', '))}) show counts only: too few to compare percentages.</p>` : ''}`
}

function questionSection(summary: QuestionSummary, crossTab: CrossTab | undefined): string {
  const { field, kind } = summary.question
  const texts = questionTexts[field]
  const id = `q-${field}`
  const chart = barChartSvg({
    id: `${id}-chart`,
    title: `${texts.title}: share of ${texts.base}`,
    bars: rankedOptions(summary).map(({ option, count, share }) => ({
      label: option,
      share,
      valueText: shareText(count, summary.base),
    })),
    muted: summary.smallSample,
  })
  return `<section class="card question" id="${id}" aria-labelledby="${id}-heading">
<h2 id="${id}-heading">${escapeHtml(questionHeading(summary.question))}</h2>
<p class="base">Share of ${escapeHtml(texts.base)} (n = ${formatCount(summary.base)}).${kind === 'multi' ? ` ${escapeHtml(MULTI_CHOICE_NOTE)}` : ''}</p>
${summary.smallSample ? warning(smallSampleNote(summary.base, SMALL_SAMPLE)) : ''}
<div class="figure">${chart}${optionsTable(summary, id)}</div>
${otherAnswersTable(summary)}
${
  crossTab
    ? crossTabTable(
        crossTab,
        rankedOptions(summary).map(({ option }) => option),
      )
    : ''
}
</section>`
}

function methodSection(report: SurveyReport): string {
  return `<section class="card method" aria-labelledby="method"><h2 id="method">How to read this report</h2><ul>
<li>Each respondent is one row of the Web Summit survey; ${formatCount(report.respondents)} in total.</li>
<li>Single-choice questions: shares are of all respondents. Multi-choice questions (3.1 and 4 to 6): shares are of the respondents who answered; several answers were allowed, so they add up to more than 100%.</li>
<li>Question 3.1 (tracking difficulties) was shown only to founders who do not track progress weekly, so its shares are of them.</li>
<li>Groups of fewer than ${SMALL_SAMPLE} respondents are flagged as small samples: their charts are pale, their headlines give counts, and stage columns show counts only.</li>
<li>${escapeHtml(OTHER_GROUPING_NOTE)}</li>
<li>Percentages are rounded to whole numbers and may not add up to exactly 100%.</li>
</ul></section>`
}

/** The whole report as one HTML file: inline CSS and SVG, no scripts, fonts or other requests. */
export function renderReportHtml(report: SurveyReport, meta: ReportMeta): string {
  const date = formatDate(meta.generatedAt)
  const crossTabOf = (summary: QuestionSummary) =>
    report.crossTabs.find(({ question }) => question.field === summary.question.field)
  const sections = report.questions.map((summary) => questionSection(summary, crossTabOf(summary)))
  const contents = report.questions
    .map(
      ({ question }) =>
        `<li><a href="#q-${question.field}">${escapeHtml(questionHeading(question))}</a></li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(`${REPORT_TITLE} · ${meta.brand}`)}</title>
<style>${reportStyles}</style>
</head>
<body>
<header class="cover"><div class="cover-inner">
<p class="brand">${escapeHtml(meta.brand)}</p>
<h1>${escapeHtml(REPORT_TITLE)}</h1>
<p class="subtitle">${escapeHtml(REPORT_SUBTITLE)} · ${formatCount(report.respondents)} ${report.respondents === 1 ? 'respondent' : 'respondents'} · ${escapeHtml(date)}</p>
</div></header>
<main>
${report.smallSample ? warning(smallSampleNote(report.respondents, SMALL_SAMPLE)) : ''}
${findingsSection(report)}
<nav class="card contents" aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${contents}</ul></nav>
${sections.join('\n')}
${methodSection(report)}
</main>
<footer class="footer"><p>Generated on ${escapeHtml(date)} from ${escapeHtml(meta.source)}.</p></footer>
</body>
</html>
`
}
