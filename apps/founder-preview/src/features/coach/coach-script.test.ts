import { founderCoachScript } from '@app/sample-data/founder'
import { describe, expect, it } from 'vitest'
import {
  coachReducer,
  coachReplyFor,
  coachSuggestedPrompts,
  initialCoachState,
  isCoachTyping,
} from './coach-script.ts'

const [improve, pitch, focus, investors] = founderCoachScript.prompts

describe('coachReplyFor', () => {
  it('offers four suggested prompts, each with its own reply', () => {
    expect(coachSuggestedPrompts).toHaveLength(4)
    expect(new Set(founderCoachScript.prompts.map((entry) => entry.reply)).size).toBe(4)
  })

  it.each([
    { message: improve?.prompt, reply: improve?.reply },
    { message: pitch?.prompt, reply: pitch?.reply },
    { message: focus?.prompt, reply: focus?.reply },
    { message: investors?.prompt, reply: investors?.reply },
    { message: '  review my PITCH deck  ', reply: pitch?.reply },
    { message: 'Review my pitch deck please', reply: founderCoachScript.fallbackReply },
    { message: 'What is our burn rate?', reply: founderCoachScript.fallbackReply },
  ])('"$message" gets its reply', ({ message, reply }) => {
    expect(coachReplyFor(message ?? '')).toBe(reply)
  })

  it('asks for onboarding and Data Room materials when it has no scripted answer', () => {
    expect(founderCoachScript.fallbackReply).toMatch(/complete your onboarding/)
    expect(founderCoachScript.fallbackReply).toMatch(/Data Room materials/)
  })
})

describe('coachReducer', () => {
  it('starts typing, then puts the reply in the typing bubble’s place', () => {
    const start = initialCoachState()
    expect(isCoachTyping(start)).toBe(true)

    const greeted = coachReducer(start, { type: 'coachReplied', content: 'Hello', time: '09:00' })
    expect(isCoachTyping(greeted)).toBe(false)
    expect(greeted.messages).toEqual([{ id: 0, role: 'ai', content: 'Hello', time: '09:00' }])

    const asked = coachReducer(greeted, { type: 'userSent', content: 'Hi', time: '09:01' })
    expect(isCoachTyping(asked)).toBe(true)
    expect(asked.messages.map((message) => message.role)).toEqual(['ai', 'user', 'ai'])
    expect(new Set(asked.messages.map((message) => message.id)).size).toBe(3)
  })
})
