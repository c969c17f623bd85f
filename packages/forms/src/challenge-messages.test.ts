import { describe, expect, it } from 'vitest'
import { challengeMessage, challengeMessages, GENERIC_CHALLENGE_MESSAGE } from './challenge-messages.ts'
import { OTHER, topChallengeOptions } from './options.ts'

const named = topChallengeOptions.filter((challenge) => challenge !== OTHER)

describe('challengeMessage', () => {
  it('has a message for exactly the eight named challenges', () => {
    expect(Object.keys(challengeMessages).sort()).toEqual([...named].sort())
    expect(named).toHaveLength(8)
  })

  // Written out here, not read from the messages: each message speaks of its own challenge, so two swapped
  // messages (a fundraising founder told about runway) are caught.
  it.each([
    ['Fundraising', /investor/],
    ['Focus & Prioritization', /focus/],
    ['Maintaining velocity', /momentum/i],
    ['Finding co-founder', /co-founder/],
    ['Building team', /\bteam\b/],
    ['Product-market fit', /product-market fit/i],
    ['Customer acquisition', /customers/],
    ['Runway', /runway/],
  ])('gives "%s" its own message, about it', (challenge, topic) => {
    const message = challengeMessage(challenge)
    expect(message).toMatch(topic)
    expect(message).not.toBe(GENERIC_CHALLENGE_MESSAGE)
    expect(message.length).toBeGreaterThan(40)
  })

  it('never repeats a message', () => {
    expect(new Set(named.map(challengeMessage)).size).toBe(named.length)
  })

  it.each([
    OTHER,
    undefined,
    null,
    '',
    'fundraising',
    'Fundraising ',
    'toString',
    '__proto__',
    'constructor',
    42,
    {},
  ])('falls back to the generic message for %j', (value) => {
    expect(challengeMessage(value)).toBe(GENERIC_CHALLENGE_MESSAGE)
  })

  it('promises big wins in the fallback', () => {
    expect(GENERIC_CHALLENGE_MESSAGE).toContain('I see big wins ahead')
  })
})
