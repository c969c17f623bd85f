import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type SurveyData, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { surveyQuestions } from '@app/forms/survey-questions'
import { LOCAL_SERVICE_ROLE_KEY } from '@app/site-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websummitSeedRows } from '../src/seed/seed-rows.ts'
import { type CliRun, cli, dataApiUrl } from './cli.ts'
import { SEEDED } from './seeded.ts'

let directory: string
let run: CliRun
let markdown: string
let html: string
/** The stored answers, read straight from the Data API: the independent side of every check below. */
let stored: SurveyData[]

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'waitlist-report-'))
  run = await cli(['report', '--out', 'report'], { cwd: directory })
  markdown = await readFile(path.join(directory, 'report', 'top-founder-challenges-2025.md'), 'utf8')
  html = await readFile(path.join(directory, 'report', 'top-founder-challenges-2025.html'), 'utf8')
  const response = await fetch(`${dataApiUrl}/rest/v1/${WEBSUMMIT_TABLE}?select=survey_data&order=id`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  stored = ((await response.json()) as Array<{ survey_data: SurveyData }>).map((row) => row.survey_data)
})
afterAll(() => rm(directory, { recursive: true, force: true }))

const percent = (count: number, base: number) => `${Math.round((count / base) * 100)}%`
const thousands = (count: number) => count.toLocaleString('en-US')

/** Plain counting, with none of the report's code: how many answered, and how many chose each option. */
function independentCount(field: (typeof surveyQuestions)[number]['field'], option: string) {
  let base = 0
  let count = 0
  for (const survey of stored) {
    const answer: unknown = survey[field]
    const answers = Array.isArray(answer) ? answer : [answer]
    if (answers.length > 0) base += 1
    if (answers.includes(option)) count += 1
  }
  return { base, count }
}

describe('waitlist report on 10,000 seeded rows', () => {
  it('writes both files and says where', () => {
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      `Wrote ${path.join(directory, 'report', 'top-founder-challenges-2025.html')}`,
    )
    expect(run.stderr).toContain(`Wrote ${path.join(directory, 'report', 'top-founder-challenges-2025.md')}`)
  })

  it('reads the rows the seed generator made (deterministic seeding)', () => {
    expect(stored).toEqual(
      websummitSeedRows({ start: 1, count: SEEDED.websummit, seed: SEEDED.seed }).map(
        (row) => row.survey_data,
      ),
    )
  })

  it('counts the respondents', () => {
    expect(markdown).toContain('· 10,000 respondents ·')
    expect(html).toContain('10,000 respondents')
  })

  describe.each(surveyQuestions.map((question) => ({ ...question })))(
    'question $number ($field)',
    (question) => {
      it.each(question.options.map((option) => ({ option })))(
        'has the independent count and share of "$option"',
        ({ option }) => {
          const { base, count } = independentCount(question.field, option)
          expect(markdown).toContain(`| ${option} | ${thousands(count)} | ${percent(count, base)} |`)
          const escaped = option.replace(/&/g, '&amp;').replace(/'/g, '&#39;')
          expect(html).toContain(
            `<th scope="row">${escaped}</th><td class="num">${thousands(count)}</td><td class="num">${percent(count, base)}</td>`,
          )
        },
      )

      it('states its base', () => {
        const { base } = independentCount(question.field, question.options[0] ?? '')
        expect(markdown).toContain(`(n = ${thousands(base)}).`)
      })
    },
  )

  it('groups the "Other" challenges and lists the largest group first', () => {
    const groups = new Map<string, number>()
    for (const survey of stored) {
      if (survey.topChallenge !== 'Other' || survey.topChallengeOther === null) continue
      const key = survey.topChallengeOther.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')
      groups.set(key, (groups.get(key) ?? 0) + 1)
    }
    // Equal groups are listed alphabetically.
    const [largest, count] = [...groups].sort(
      ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
    )[0] ?? ['', 0]
    const written = [...groups.values()].reduce((sum, value) => sum + value, 0)
    expect(markdown).toMatch(
      new RegExp(`"Other" answers, ${thousands(written)} written: ([^(]+) \\(${count}\\);`, 'i'),
    )
    expect(markdown.toLowerCase()).toContain(`written: ${largest} (${count});`)
  })

  it('cross-tabs the top challenge by stage', () => {
    for (const stage of ['Idea', 'Pre-seed', 'Series A'] as const) {
      const inStage = stored.filter((survey) => survey.startupStage === stage)
      const counts = new Map<string, number>()
      for (const survey of inStage)
        counts.set(survey.topChallenge, (counts.get(survey.topChallenge) ?? 0) + 1)
      const [top, count] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? ['', 0]
      expect(markdown).toContain(
        `- ${stage} (n = ${thousands(inStage.length)}): ${top} — ${percent(count, inStage.length)} (${thousands(count)})`,
      )
    }
  })

  it('flags nothing as a small sample: every group has 30 or more respondents', () => {
    expect(markdown).not.toContain('Small sample: only')
    expect(markdown).not.toContain(', small sample)')
    expect(html).not.toContain('class="warning"')
    expect(html).not.toContain('<span class="n">counts only</span>')
  })
})
