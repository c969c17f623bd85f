import { formatGbpCompact } from '@app/ui/lib/format-number'
import { describe, expect, it } from 'vitest'
import { SAMPLE_TIME_ZONE, sampleClock, sampleDayOf } from './clock.ts'
import { SAMPLE_VIBE_SCORE } from './constants.ts'
import { founderCoachScript } from './founder/coach.ts'
import { founderCoachProTip, founderSavedAdvice } from './founder/cofounder.ts'
import { founderKeyMetrics, founderKeyObjectives, founderTodaysPriority } from './founder/dashboard.ts'
import { founderInvestorMessages, founderInvestorProfiles } from './founder/investors.ts'
import { founderMrr, founderMrrGrowth } from './founder/mrr.ts'
import { founderProfile } from './founder/profile.ts'
import {
  founderImprovementAreas,
  founderMilestones,
  founderProgressMetrics,
  founderScoreCategories,
} from './founder/progress.ts'
import {
  investorDailyValue,
  investorMonthlyValue,
  investorWeeklyValue,
  portfolioTotalOf,
  valueHeadline,
} from './investor/performance.ts'
import { investorProfile } from './investor/profile.ts'
import { investorStartups } from './investor/startups.ts'

// What an investor cross-checks in seconds: the same figure wherever it is printed, on both previews.

const founderTexts = [
  founderCoachScript.greeting,
  ...founderCoachScript.prompts.map((entry) => entry.reply),
  founderCoachScript.fallbackReply,
  ...founderMilestones.map((milestone) => `${milestone.title}: ${milestone.description}`),
  ...founderKeyObjectives.map((objective) => objective.title),
]
/** A text's sentences and list items. */
const sentences = (text: string) => text.split(/(?<=\.)\s+|\n/)
const percentOf = (change: string) => Number.parseFloat(change.replace(/[+−]/g, ''))

describe('the investor headline and its chart', () => {
  const headline = valueHeadline()
  const first = investorDailyValue[0]
  const last = investorDailyValue.at(-1)

  it('is the last value of the 1M chart, and its "vs last month" is the change over that chart', () => {
    expect(first && last).toBeTruthy()
    if (!first || !last) return
    expect(headline.value).toBe(portfolioTotalOf(last))
    expect(headline.monthChange).toBeCloseTo(portfolioTotalOf(last) / portfolioTotalOf(first) - 1, 12)
    // "Last month" is the same day of the previous month, which is where the 1M chart starts.
    expect(first.date).toBe('2025-05-16')
    expect(last.date).toBe(investorProfile.today)
  })

  it('agrees with the monthly and weekly charts, which end on the same value and step from the same month', () => {
    for (const history of [investorMonthlyValue, investorWeeklyValue]) {
      const end = history.at(-1)
      expect(end && portfolioTotalOf(end)).toBe(headline.value)
    }
    expect(investorMonthlyValue.at(-2)?.date).toBe(first?.date)
  })
})

describe('the founder MRR', () => {
  const mrr = formatGbpCompact(founderMrr.current)
  const progressCard = founderProgressMetrics.find((metric) => metric.title === 'Monthly Recurring Revenue')
  const revenueCard = founderKeyMetrics.find((metric) => metric.title === 'Total Revenue')

  it('is one figure on the dashboard, the Progress screen and in the coach’s advice', () => {
    expect(mrr).toBe('£45.6k')
    expect(progressCard?.value).toBe(mrr)
    expect(revenueCard?.value).toBe(`${mrr}/mo`)
    expect(founderCoachScript.prompts.some((entry) => entry.reply.includes(`${mrr} MRR`))).toBe(true)
    // Any other "£…k MRR" the founder side prints is a dated point of the same history, below today's.
    const printed = founderTexts.flatMap((text) => [...text.matchAll(/£([\d.]+)k MRR/g)])
    for (const [, thousands] of printed)
      expect(Number(thousands) * 1000).toBeLessThanOrEqual(founderMrr.current)
  })

  it('has an objective that starts from the quarter’s MRR and is not reached yet', () => {
    expect(founderKeyObjectives.map((objective) => objective.title)).toContain(
      `Grow MRR from ${formatGbpCompact(founderMrr.quarterStart)} to ${formatGbpCompact(founderMrr.quarterTarget)}`,
    )
    expect(founderMrr.quarterStart).toBeLessThan(founderMrr.current)
    expect(founderMrr.current).toBeLessThan(founderMrr.quarterTarget)
  })

  it('grows by one figure per period: the monthly growth is printed as monthly, the weekly as weekly', () => {
    expect(progressCard).toMatchObject({ change: founderMrrGrowth.month, period: 'month' })
    expect(revenueCard).toMatchObject({ change: founderMrrGrowth.week, period: 'week' })
    expect(founderMrrGrowth.month).toBe('+7.4%')
    const monthly = percentOf(founderMrrGrowth.month)
    const weekly = percentOf(founderMrrGrowth.week)
    // A week's growth compounded over a month (30 days) lands on the monthly figure.
    expect(((1 + weekly / 100) ** (30 / 7) - 1) * 100).toBeCloseTo(monthly, 0)
    // Wherever a growth figure is written in words, it is the monthly one and says so.
    const growthSentences = founderTexts.flatMap(sentences).filter((text) => /growth/i.test(text))
    expect(growthSentences.length).toBeGreaterThan(0)
    for (const sentence of growthSentences) {
      for (const [figure] of sentence.matchAll(/\d+(\.\d+)?%(?= \w+ growth)/g)) {
        expect(`${figure}`).toBe(founderMrrGrowth.month.replace('+', ''))
        expect(sentence).toContain(`${figure} monthly growth`)
      }
    }
  })
})

describe('how the founder screens write a change', () => {
  // As the investor preview does: a rate moves by percentage points, a fall has the minus sign, not a hyphen.
  it.each([...founderKeyMetrics, ...founderProgressMetrics].map((metric) => [metric.title, metric] as const))(
    '%s',
    (_, { value, change, positive }) => {
      if (value.endsWith('%')) expect(change).toMatch(/^[+−]\d+(\.\d+)? pts$/)
      expect(change.startsWith(positive ? '+' : '−'), change).toBe(true)
    },
  )
})

describe('what the coach and the AI Cofounder screen quote from the other screens', () => {
  // Typed into prose, so nothing derives them: each must be the figure the screen it comes from shows.
  const texts = [
    ...founderTexts,
    founderTodaysPriority.description,
    founderCoachProTip,
    ...founderSavedAdvice.map((advice) => advice.title),
  ]
  const lines = texts.flatMap((text) => text.split('\n'))
  const numbers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map(([, n]) => Number(n))

  it("gives one week-one activation: the dashboard's rate today and its priority's target and impact", () => {
    const { activation, impact } = founderTodaysPriority
    const aboutActivation = lines.filter((line) => /activation/i.test(line))
    const percents = aboutActivation.flatMap((line) => numbers(line, /(\d+(?:\.\d+)?)%/g))
    expect(new Set(percents)).toEqual(new Set([activation.current, activation.target]))
    expect(founderKeyObjectives.map((objective) => objective.title)).toContain(
      `Reach ${activation.target}% week-one activation`,
    )
    const [impactPoints] = numbers(impact, /\+(\d+) Vibe Score points/g)
    const quotedPoints = aboutActivation.flatMap((line) => numbers(line, /\+(\d+) points/g))
    expect(quotedPoints.length).toBeGreaterThan(0)
    for (const points of quotedPoints) expect(points).toBe(impactPoints)
  })

  it("reads the Progress screen's User Activation area off the dashboard's rate", () => {
    const area = founderImprovementAreas.find((entry) => entry.area === 'User Activation')
    // "from <start>% to <target>% … <today>% today": the bar beside it is the share of that way covered.
    const [start = Number.NaN, target = Number.NaN, current = Number.NaN] = numbers(
      area?.description ?? '',
      /(\d+)%/g,
    )
    expect({ current, target }).toEqual(founderTodaysPriority.activation)
    expect(area?.progress).toBe(Math.round(((current - start) / (target - start)) * 100))
  })

  it('quotes each score category as the Progress screen shows it', () => {
    const quoted = lines.flatMap((line) => [...line.matchAll(/(\w+) \((\d+) \/ (\d+)\)/g)])
    expect(quoted.length).toBeGreaterThan(0)
    for (const [, category, score, max] of quoted) {
      expect(
        founderScoreCategories.find((entry) => entry.category === category),
        category,
      ).toMatchObject({
        score: Number(score),
        maxScore: Number(max),
      })
    }
  })

  it('quotes each suggested investor as the Connect screen shows them: firm, match and mutual connections', () => {
    const named = founderInvestorProfiles.flatMap((profile) =>
      lines.filter((line) => line.includes(profile.name)).map((line) => ({ profile, line })),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const { profile, line } of named) {
      expect(line).toContain(profile.role.split(', ').at(-1))
      for (const match of numbers(line, /(\d+)% match/g)) expect(match, line).toBe(profile.match)
      for (const shared of numbers(line, /(\d+) (?:mutual )?connections/g))
        expect(shared, line).toBe(profile.mutualConnections)
    }
  })
})

describe('one raise per company across the two previews', () => {
  const raise = formatGbpCompact(founderProfile.raise.amount)

  it('shows the founder’s round on Ledgerly’s Discover card: amount, stage and score', () => {
    const cards = investorStartups.filter((startup) => startup.name === founderProfile.startupName)
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({
      raising: founderProfile.raise.amount,
      stage: founderProfile.raise.stage,
      vibeScore: SAMPLE_VIBE_SCORE,
      location: founderProfile.location,
    })
  })

  it('names the same amount wherever the founder side speaks of the round', () => {
    const aboutTheRound = founderTexts
      .flatMap(sentences)
      .filter((text) => /\b(round|ask|raise|raising)\b/i.test(text) && /£/.test(text))
    expect(aboutTheRound.length).toBeGreaterThan(0)
    for (const sentence of aboutTheRound) {
      const amounts = [...sentence.matchAll(/£[\d.,]+[km]?/gi)].map(([amount]) => amount)
      expect(amounts, sentence).toEqual(amounts.map(() => raise))
    }
    const milestone = founderMilestones.find((item) => /round/i.test(item.title))
    expect(milestone?.title.toLowerCase()).toContain(founderProfile.raise.stage.toLowerCase())
    expect(milestone?.description).toContain(raise)
  })

  it('is already open on the first day either preview shows it in investors’ hands, so no milestone opens it later', () => {
    // The investor preview lists Ledgerly as raising on its sample day, and on the founder's side an investor
    // thanks Maya for the deck before that: the round is open from the earlier of those days.
    const deckDays = founderInvestorMessages
      .filter((message) => /\bdeck\b/i.test(message.preview))
      .map((message) => sampleDayOf(new Date(message.sentAt)))
    const listedRaising = investorStartups.some(
      (startup) => startup.name === founderProfile.startupName && startup.raising > 0,
    )
    const openSince = [...deckDays, ...(listedRaising ? [investorProfile.today] : [])].sort()[0]
    expect(openSince).toBeDefined()
    const roundMilestones = founderMilestones.filter((item) => /\bround\b/i.test(item.title))
    expect(roundMilestones.length).toBeGreaterThan(0)
    for (const milestone of roundMilestones.filter((item) => /\bopen/i.test(item.title))) {
      expect(milestone.completed, milestone.title).toBe(true)
      expect(milestone.date <= (openSince ?? ''), `${milestone.title}, ${milestone.date}`).toBe(true)
    }
  })
})

describe('timestamps on the sample day', () => {
  it('starts and stops the sample clock on the founder’s today', () => {
    expect(sampleDayOf(new Date(founderProfile.now))).toBe(founderProfile.today)
    expect(sampleDayOf(new Date(founderProfile.dayEnd))).toBe(founderProfile.today)
    // A minute later is the next day: the clock stops at the day's very end.
    expect(sampleDayOf(new Date(Date.parse(founderProfile.dayEnd) + 60_000))).not.toBe(founderProfile.today)
  })

  it('dates every message on or before the sample clock’s start, the latest on the sample day', () => {
    const sent = founderInvestorMessages.map((message) => new Date(message.sentAt))
    for (const time of sent) {
      expect(Number.isNaN(time.getTime())).toBe(false)
      expect(time.getTime()).toBeLessThanOrEqual(new Date(founderProfile.now).getTime())
    }
    expect(sampleDayOf(new Date(Math.max(...sent.map((time) => time.getTime()))))).toBe(founderProfile.today)
  })

  it.each([0, 90_000, 3_600_000, 15 * 3_600_000, 3 * 86_400_000])(
    'keeps a message sent %i ms after the page opened on the sample day, in order',
    (elapsed) => {
      const stamp = sampleClock(founderProfile.now, elapsed, founderProfile.dayEnd)
      expect(sampleDayOf(stamp)).toBe(founderProfile.today)
      expect(stamp.getTime()).toBeGreaterThanOrEqual(new Date(founderProfile.now).getTime())
      expect(stamp.getTime()).toBeLessThanOrEqual(new Date(founderProfile.now).getTime() + elapsed)
    },
  )

  it('runs on with the visit: 90 s after opening it reads 9:31 in London', () => {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: SAMPLE_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).format(sampleClock(founderProfile.now, 90_000, founderProfile.dayEnd))
    expect(time).toBe('09:31')
  })
})
