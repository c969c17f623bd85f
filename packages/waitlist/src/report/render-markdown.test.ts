import { OTHER } from '@app/forms/options'
import { describe, expect, it } from 'vitest'
import { surveys } from '../../test/surveys.ts'
import { buildSurveyReport } from './aggregate.ts'
import { renderReportMarkdown } from './render-markdown.ts'

const meta = { brand: 'VibeScore', generatedAt: new Date('2025-11-14T12:00:00Z'), source: 'abc.supabase.co' }

describe('renderReportMarkdown', () => {
  const markdown = renderReportMarkdown(
    buildSurveyReport([
      ...surveys(30, { startupStage: 'MVP', topChallenge: 'Product-market fit' }),
      ...surveys(10, { startupStage: 'Seed', topChallenge: 'Fundraising' }),
      ...surveys(2, { startupStage: 'Seed', topChallenge: OTHER, topChallengeOther: 'Pipes | and *stars*' }),
    ]),
    meta,
  )

  it('opens with the title and the key numbers', () => {
    expect(markdown).toMatch(
      /^# Top Founder Challenges 2025\n\nVibeScore · Web Summit Lisbon 2025 founder survey · 42 respondents · 14 November 2025\n/,
    )
    expect(markdown).toContain('- **Top challenge:** Product-market fit — 71% of respondents (30)')
  })

  it('has a table per question, ranked, with counts and shares', () => {
    expect(markdown).toContain('## 2. What is your top challenge right now?')
    expect(markdown).toContain(
      '| Challenge | Respondents | Share |\n| --- | ---: | ---: |\n| Product-market fit | 30 | 71% |\n| Fundraising | 10 | 24% |',
    )
  })

  it('escapes Markdown in what respondents wrote', () => {
    expect(markdown).toContain('"Other" answers, 2 written: Pipes \\| and \\*stars\\* (2).')
  })

  it('names each stage’s most common answer, flagging small stages', () => {
    expect(markdown).toContain('- MVP (n = 30): Product-market fit — 100% (30)')
    expect(markdown).toContain('- Seed (n = 12, small sample): Fundraising — 10 of 12')
  })

  it('flags small samples', () => {
    expect(renderReportMarkdown(buildSurveyReport(surveys(5)), meta)).toContain(
      '> **Small sample: only 5 respondents (fewer than 30).',
    )
    expect(markdown).not.toContain('Small sample: only 42')
  })
})
