import { OTHER } from '@app/forms/options'
import { describe, expect, it } from 'vitest'
import { surveys } from '../../test/surveys.ts'
import { buildSurveyReport } from './aggregate.ts'
import { renderReportHtml } from './render-html.ts'

const meta = { brand: 'VibeScore', generatedAt: new Date('2025-11-14T12:00:00Z'), source: 'abc.supabase.co' }
const hostile = '<script>alert("x")</script> & <img src=x>'

const bigSample = renderReportHtml(
  buildSurveyReport([
    ...surveys(40, { startupStage: 'Pre-seed', topChallenge: 'Fundraising' }),
    ...surveys(12, { startupStage: 'Idea', topChallenge: OTHER, topChallengeOther: hostile }),
  ]),
  meta,
)
const smallSample = renderReportHtml(buildSurveyReport(surveys(12)), meta)

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('renderReportHtml', () => {
  it('is titled and dated', () => {
    expect(bigSample).toContain('<title>Top Founder Challenges 2025 · VibeScore</title>')
    expect(bigSample).toContain('<h1>Top Founder Challenges 2025</h1>')
    expect(bigSample).toContain('52 respondents · 14 November 2025')
    expect(bigSample).toContain('from abc.supabase.co')
  })

  it('is self-contained: no scripts, links, external URLs or web fonts', () => {
    expect(bigSample).not.toMatch(/<(script|link|img|iframe|object)\b|@import|url\(/i)
    const addresses = new Set(bigSample.match(/https?:\/\/[^\s"'<]+/g))
    // The SVG namespace is a name, never fetched.
    expect([...addresses]).toEqual(['http://www.w3.org/2000/svg'])
  })

  it('has a print stylesheet that keeps colours and avoids splitting charts', () => {
    expect(bigSample).toContain('@media print')
    expect(bigSample).toContain('print-color-adjust: exact')
    expect(bigSample).toMatch(/\.figure[^{]*\{ break-inside: avoid/)
  })

  it('draws one labelled SVG chart per question, each beside a table with a caption', () => {
    expect(
      count(bigSample, /<svg class="chart[^"]*" role="img" aria-labelledby="[^"]+-title [^"]+-desc"/g),
    ).toBe(8)
    expect(count(bigSample, /<title id="q-[^"]+-chart-title">/g)).toBe(8)
    expect(
      count(
        bigSample,
        /<div class="figure"><svg[\s\S]*?<\/svg><div class="table-wrap"><table id="q-[^"]+-table"><caption>/g,
      ),
    ).toBe(8)
    expect(count(bigSample, /<table[^>]*>\s*<caption/g)).toBe(count(bigSample, /<table/g))
  })

  it('numbers the questions as the form does', () => {
    expect(bigSample).toContain(
      '<h2 id="q-trackingDifficulties-heading">3.1. What makes weekly tracking difficult?</h2>',
    )
    expect(bigSample).toContain(
      '<h2 id="q-aiTimeSavings-heading">7. How much time do AI tools save you today?</h2>',
    )
  })

  it('escapes what respondents wrote', () => {
    expect(bigSample).not.toContain(hostile)
    expect(bigSample).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x&gt;')
  })

  it('lists grouped Other answers', () => {
    expect(bigSample).toContain('12 written answers in 1 group')
  })

  it('shows counts only in stage columns under 30 respondents', () => {
    expect(bigSample).toContain('Idea<span class="n">n = 12</span><span class="n">counts only</span>')
    expect(bigSample).toContain('Pre-seed<span class="n">n = 40</span>')
    expect(bigSample).toContain('<td class="small">12</td>')
    expect(bigSample).toContain(
      '<td style="background-color: color-mix(in srgb, var(--accent) 45%, transparent)"><strong>100%</strong></td>',
    )
  })

  it('flags a small sample and draws its charts pale, with counts instead of percentages', () => {
    expect(smallSample).toContain('Small sample: only 12 respondents (fewer than 30)')
    expect(count(smallSample, /class="chart chart-muted"/g)).toBe(8)
    expect(smallSample).toContain('>12 of 12</text>')
    expect(bigSample).not.toContain('Small sample: only 52')
  })
})
