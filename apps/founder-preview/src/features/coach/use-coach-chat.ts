import { sampleClock } from '@app/sample-data/clock'
import { founderProfile } from '@app/sample-data/founder'
import { useHydrated } from '@app/ui/hooks/use-hydrated'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  COACH_GREETING_DELAY_MS,
  COACH_REPLY_DELAY_MS,
  coachGreeting,
  coachReducer,
  coachReplyFor,
  initialCoachState,
  isCoachTyping,
} from './coach-script.ts'

/**
 * A message's time (ISO) on the sample clock, not the visitor's: it reads the sample's "now" when the page opened
 * and runs on with the visit (performance.now() counts from the page's start), so the chat sits on the same
 * day as the rest of the dashboard.
 */
const currentTime = () =>
  sampleClock(founderProfile.now, performance.now(), founderProfile.dayEnd).toISOString()

/**
 * How long the coach has already been typing on screen when the chat's code starts. A chat the prerendered page
 * drew has been typing since the page was first painted, and its code arrives after that paint; a chat that
 * mounts when the visitor opens its screen starts typing now.
 */
function typingShownForMs(prerendered: boolean): number {
  const firstPaint = prerendered ? performance.getEntriesByName('first-contentful-paint')[0] : undefined
  return firstPaint ? Math.max(0, performance.now() - firstPaint.startTime) : 0
}

/** The scripted coach conversation (docs/previews.md), with its timers cancelled when the chat unmounts. */
export function useCoachChat() {
  const hydrated = useHydrated()
  // Whether this chat is being hydrated from the prerendered page, as of its first render.
  const prerendered = useRef(!hydrated)
  // Code that comes after the greeting's time finds the greeting shown by the page's stylesheet: it starts there.
  const [state, dispatch] = useReducer(coachReducer, undefined, () =>
    initialCoachState(typingShownForMs(prerendered.current) >= COACH_GREETING_DELAY_MS),
  )
  const timers = useRef(new Set<number>())

  const after = useCallback((delay: number, run: () => void) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id)
      run()
    }, delay)
    timers.current.add(id)
  }, [])

  // Whether the greeting is still to come, as of the first render.
  const greetingDue = useRef(isCoachTyping(state))

  useEffect(() => {
    const pending = timers.current
    // The greeting comes 1 s after the typing was first shown, not 1 s after the code arrived.
    // Stamped as the prerendered page stamped it; a chat opened later in the visit, when it greets.
    if (greetingDue.current)
      after(Math.max(0, COACH_GREETING_DELAY_MS - typingShownForMs(prerendered.current)), () =>
        dispatch({
          type: 'coachReplied',
          content: coachGreeting.content,
          time: prerendered.current ? coachGreeting.time : currentTime(),
        }),
      )
    return () => {
      for (const id of pending) window.clearTimeout(id)
      pending.clear()
    }
  }, [after])

  // Hydration draws what the prerendered page drew: the coach typing, whatever the state already holds.
  const typing = isCoachTyping(state) || !hydrated

  /** Sends a message; returns false (and does nothing) when it is blank or a reply is still pending. */
  function send(text: string): boolean {
    const content = text.trim()
    if (content === '' || typing) return false
    dispatch({ type: 'userSent', content, time: currentTime() })
    after(COACH_REPLY_DELAY_MS, () =>
      dispatch({ type: 'coachReplied', content: coachReplyFor(content), time: currentTime() }),
    )
    return true
  }

  // Until hydrated, the opening message is drawn as the prerendered page drew it (CoachMessageLog).
  return { messages: state.messages, typing, send, beforeCode: !hydrated }
}
