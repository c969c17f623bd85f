import { describe, expect, it } from 'vitest'
import { pricingFaq, pricingPlans } from './pricing-content'

describe('pricing content: the three plans and the FAQ', () => {
  it('offers Free £0, Pro £29 and Scale at a custom price', () => {
    expect(pricingPlans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Free', '£0'],
      ['Pro', '£29'],
      ['Scale', 'Custom'],
    ])
  })

  it.each([
    [
      'Free',
      [
        '1 startup profile',
        'Initial Vibe Score',
        'Weekly rescoring',
        'Weekly insights',
        'AI Cofounder Strategist',
      ],
    ],
    [
      'Pro',
      [
        'Full health dynamics',
        'Trends dynamics',
        'Leaderboard',
        'Idea Space Validation agent',
        'Competitor Insights agent',
      ],
    ],
    ['Scale', ['Custom reporting', 'Custom dashboards', 'Benchmarking', 'Full AI agent team']],
  ])('%s lists its features', (name, features) => {
    expect(pricingPlans.find((plan) => plan.name === name)?.features).toEqual(features)
  })

  it('has seven FAQ items', () => {
    expect(pricingFaq).toHaveLength(7)
  })

  it('keeps both readings of the leaderboard: on the Pro card and as a Scale feature in the FAQ', () => {
    const leaderboardAnswer = pricingFaq.find((item) => item.question.includes('Leaderboard'))?.answer
    expect(leaderboardAnswer).toContain('Scale plan')
    expect(pricingPlans.find((plan) => plan.name === 'Pro')?.features).toContain('Leaderboard')
  })
})
