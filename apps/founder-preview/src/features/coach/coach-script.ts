import { sampleClock } from '@app/sample-data/clock'
import { founderCoachScript, founderProfile } from '@app/sample-data/founder'
import type { ChatMessage } from '@app/sample-data/types'

/** The typing state lasts 1 s before the greeting and 1.5 s before each reply (docs/timings-and-numbers.md). */
export const COACH_GREETING_DELAY_MS = 1000
export const COACH_REPLY_DELAY_MS = 1500

/** What the chat calls the coach: in the typing notice, before each of its messages and in the log's name. */
export const COACH_NAME = 'AI Coach'

export const coachSuggestedPrompts: readonly string[] = founderCoachScript.prompts.map(
  (entry) => entry.prompt,
)

/** The canned reply: the prompt's own answer for a suggested prompt, otherwise the onboarding nudge. */
export function coachReplyFor(message: string): string {
  const asked = message.trim().toLowerCase()
  const match = founderCoachScript.prompts.find((entry) => entry.prompt.toLowerCase() === asked)
  return match?.reply ?? founderCoachScript.fallbackReply
}

export interface CoachMessage extends ChatMessage {
  id: number
}

export interface CoachState {
  messages: CoachMessage[]
  nextId: number
}

export type CoachAction =
  | { type: 'userSent'; content: string; time: string }
  | { type: 'coachReplied'; content: string; time: string }

const typingMessage = (id: number): CoachMessage => ({
  id,
  role: 'ai',
  content: '',
  time: '',
  isTyping: true,
})

/** The opening message's id: the coach typing its greeting, then the greeting. */
export const OPENING_MESSAGE_ID = 0

/**
 * The coach's greeting, stamped on the sample clock the greeting's delay after the page opened: the same on the
 * prerendered page (which holds it ready for its stylesheet to show on time) and once the chat's code greets.
 */
export const coachGreeting = {
  content: founderCoachScript.greeting,
  time: sampleClock(founderProfile.now, COACH_GREETING_DELAY_MS, founderProfile.dayEnd).toISOString(),
}

/**
 * On load the coach is already typing its greeting; `greeted` when the greeting's time has already come (a
 * prerendered page whose chat code arrived after it, by which time the page's stylesheet shows the greeting).
 */
export function initialCoachState(greeted = false): CoachState {
  const opening: CoachMessage = greeted
    ? { id: OPENING_MESSAGE_ID, role: 'ai', ...coachGreeting }
    : typingMessage(OPENING_MESSAGE_ID)
  return { messages: [opening], nextId: OPENING_MESSAGE_ID + 1 }
}

export function isCoachTyping(state: CoachState): boolean {
  return state.messages.some((message) => message.isTyping)
}

export function coachReducer(state: CoachState, action: CoachAction): CoachState {
  switch (action.type) {
    case 'userSent': {
      const { nextId } = state
      const sent: CoachMessage = { id: nextId, role: 'user', content: action.content, time: action.time }
      return { messages: [...state.messages, sent, typingMessage(nextId + 1)], nextId: nextId + 2 }
    }
    case 'coachReplied':
      // The reply takes the typing bubble's place, so the conversation does not jump.
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.isTyping
            ? { id: message.id, role: 'ai', content: action.content, time: action.time }
            : message,
        ),
      }
  }
}
