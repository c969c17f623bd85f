import { describe, expect, it } from 'vitest'
import { SAMPLE_VIBE_SCORE, SCORE_CATEGORY_MAX, VIBE_SCORE_RING_FILL_PERCENT } from '../constants.ts'
import { founderSavedAdvice } from './cofounder.ts'
import { founderTasks } from './dashboard.ts'
import { founderConnections, founderInvestorMessages, founderInvestorProfiles } from './investors.ts'
import { founderMrr } from './mrr.ts'
import { founderProfile } from './profile.ts'
import { founderMilestones, founderScoreCategories } from './progress.ts'
import {
  founderFeaturedResourceIds,
  founderPopularResources,
  founderRecommendedResourceIds,
  founderResources,
  founderUpcomingEvents,
} from './resources.ts'
import { founderVibeScoreTrend } from './vibe-score-trend.ts'

const JUNE_2025 = /^2025-06-\d{2}$/

describe('founder sample data', () => {
  it('has two of five tasks done, as the dashboard text "completed 2 of 5 (40%)" says', () => {
    expect(founderTasks).toHaveLength(5)
    expect(founderTasks.filter((task) => task.completed)).toHaveLength(2)
  })

  it('keeps the score breakdown consistent with the Vibe Score and the ring fill', () => {
    const total = founderScoreCategories.reduce((sum, category) => sum + category.score, 0)
    expect(total / founderScoreCategories.length).toBe(SAMPLE_VIBE_SCORE)
    expect(Math.floor((SAMPLE_VIBE_SCORE / SCORE_CATEGORY_MAX) * 1000) / 10).toBe(
      VIBE_SCORE_RING_FILL_PERCENT,
    )
    for (const category of founderScoreCategories)
      expect(category.score).toBeLessThanOrEqual(category.maxScore)
  })

  it("moves the categories, on average, by the score's own change over the trend's week", () => {
    const weekGain = (founderVibeScoreTrend.at(-1)?.score ?? 0) - (founderVibeScoreTrend[0]?.score ?? 0)
    const changes = founderScoreCategories.map((category) => Number(category.change))
    expect(changes.reduce((sum, change) => sum + change, 0) / changes.length).toBe(weekGain)
  })

  it('keeps the MRR history in order: the quarter started below today, the objective is above it', () => {
    expect(founderMrr.january).toBeLessThan(founderMrr.quarterStart)
    expect(founderMrr.quarterStart).toBeLessThan(founderMrr.monthAgo)
    expect(founderMrr.monthAgo).toBeLessThan(founderMrr.weekAgo)
    expect(founderMrr.weekAgo).toBeLessThan(founderMrr.current)
    expect(founderMrr.current).toBeLessThan(founderMrr.quarterTarget)
    const milestone = founderMilestones.find((item) => item.title.includes('MRR'))
    expect(milestone?.title).toBe('Crossed £45k MRR')
    expect(milestone?.description).toContain('£31k in January')
  })

  it("dates the MRR milestone on the day the week's MRR line crossed it", () => {
    const milestone = founderMilestones.find((item) => item.title.includes('MRR'))
    const crossed = 45_000
    // Between a week ago and today the MRR grows about evenly: the day it passed the milestone's figure.
    const share = (crossed - founderMrr.weekAgo) / (founderMrr.current - founderMrr.weekAgo)
    const day = new Date(`${founderProfile.today}T00:00:00Z`)
    day.setUTCDate(day.getUTCDate() - 7 + Math.floor(share * 7))
    expect(milestone?.date).toBe(day.toISOString().slice(0, 10))
  })

  it('lists the milestones in date order', () => {
    const dates = founderMilestones.map((milestone) => milestone.date)
    expect(dates).toEqual(dates.toSorted())
  })

  it('ends the trend at the sample score', () => {
    expect(founderVibeScoreTrend.at(-1)?.score).toBe(SAMPLE_VIBE_SCORE)
  })

  it('dates everything in June 2025', () => {
    const dates = [
      founderProfile.today,
      ...founderTasks.map((task) => task.dueDate),
      ...founderMilestones.map((milestone) => milestone.date),
      ...founderVibeScoreTrend.map((point) => point.date),
      ...founderUpcomingEvents.map((event) => event.date),
      ...founderSavedAdvice.map((advice) => advice.date),
      ...founderConnections.map((connection) => connection.connectedOn),
    ]
    for (const date of dates) expect(date).toMatch(JUNE_2025)
  })

  it('uploads the financials of a quarter only once that quarter has ended', () => {
    const uploads = founderTasks.flatMap((task) => {
      const quarter = /\bQ([1-4]) financials\b/.exec(task.title)?.[1]
      return quarter ? [{ task, quarter: Number(quarter) }] : []
    })
    expect(uploads.length).toBeGreaterThan(0)
    for (const { task, quarter } of uploads) {
      // The quarter's last day in the task's year (day 0 of the next quarter's first month).
      const year = Number(task.dueDate.slice(0, 4))
      const quarterEnd = new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10)
      expect(task.dueDate > quarterEnd, `${task.title}, due ${task.dueDate}`).toBe(true)
    }
  })

  it('only references resources and investors that exist', () => {
    const resourceIds = new Set(founderResources.map((resource) => resource.id))
    const referencedResources = [
      ...founderFeaturedResourceIds,
      ...founderRecommendedResourceIds,
      ...founderPopularResources.map((entry) => entry.resourceId),
    ]
    for (const id of referencedResources) expect(resourceIds.has(id)).toBe(true)

    const investorIds = new Set(founderInvestorProfiles.map((investor) => investor.id))
    const referencedInvestors = [
      ...founderInvestorMessages.map((message) => message.investorId),
      ...founderConnections.map((connection) => connection.investorId),
    ]
    for (const id of referencedInvestors) expect(investorIds.has(id)).toBe(true)
  })

  it('has unique ids and offers every resource type', () => {
    expect(new Set(founderResources.map((resource) => resource.id)).size).toBe(founderResources.length)
    expect(new Set(founderInvestorProfiles.map((investor) => investor.id)).size).toBe(
      founderInvestorProfiles.length,
    )
    expect(new Set(founderResources.map((resource) => resource.type))).toEqual(
      new Set(['template', 'guide', 'video', 'article', 'tool']),
    )
  })
})
