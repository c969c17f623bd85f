import { aiTimeSavingsOptions, type TrackingWeekly } from '@app/forms/options'
import type { QuestionField } from '@app/forms/survey-questions'
import { formatCount } from '../numbers.ts'
import {
  isSmallSample,
  type QuestionSummary,
  rankedOptions,
  type SurveyReport,
  shareOf,
} from './aggregate.ts'
import { percent, shareSentence } from './format.ts'

export interface Finding {
  label: string
  /** The headline: an answer, a percentage, or "12 of 25" for a small sample. */
  value: string
  detail: string
}

/** The answers that say AI already saves time ("up to 30%" … "up to 70%"), as opposed to none or a loss. */
const savesTime: readonly string[] = aiTimeSavingsOptions.filter((option) => option.startsWith('up to'))

function summaryOf(report: SurveyReport, field: QuestionField): QuestionSummary {
  const summary = report.questions.find(({ question }) => question.field === field)
  if (summary === undefined) throw new Error(`The report has no ${field} question`)
  return summary
}

const headline = (count: number, base: number) =>
  isSmallSample(base) ? `${formatCount(count)} of ${formatCount(base)}` : percent(shareOf(count, base))

const optionCount = (summary: QuestionSummary, option: TrackingWeekly) =>
  summary.options.find((entry) => entry.option === option)

const countOf = (summary: QuestionSummary, options: readonly string[]) =>
  summary.options.filter(({ option }) => options.includes(option)).reduce((sum, { count }) => sum + count, 0)

/** The handful of numbers the report opens with; the same in the HTML report and the Markdown summary. */
export function keyFindings(report: SurveyReport): Finding[] {
  const respondents: Finding = {
    label: 'Respondents',
    value: formatCount(report.respondents),
    detail: report.respondents === 1 ? 'founder answered the survey' : 'founders answered the survey',
  }
  if (report.respondents === 0) return [respondents]

  const challenge = summaryOf(report, 'topChallenge')
  const [topChallenge] = rankedOptions(challenge)
  const tracking = summaryOf(report, 'trackingWeekly')
  const yes = optionCount(tracking, 'Yes')
  const sometimes = optionCount(tracking, 'Sometimes')
  const savings = summaryOf(report, 'aiTimeSavings')
  const saved = countOf(savings, savesTime)
  const areas = summaryOf(report, 'aiHelpAreas')
  const [topArea] = rankedOptions(areas)

  return [
    respondents,
    ...(topChallenge
      ? [
          {
            label: 'Top challenge',
            value: topChallenge.option,
            detail: shareSentence(topChallenge.count, challenge.base, 'respondents'),
          },
        ]
      : []),
    ...(yes && sometimes
      ? [
          {
            label: 'Track progress every week',
            value: headline(yes.count, tracking.base),
            detail: `answered Yes; ${headline(sometimes.count, tracking.base)} answered Sometimes`,
          },
        ]
      : []),
    {
      label: 'AI already saves time',
      value: headline(saved, savings.base),
      detail: `say AI tools already save them time (${savesTime.join(', ')})`,
    },
    ...(topArea
      ? [
          {
            label: 'Most wanted AI help',
            value: topArea.option,
            detail: shareSentence(topArea.count, areas.base, 'respondents who answered'),
          },
        ]
      : []),
  ]
}
