import { founderCoachScript } from '@app/sample-data/founder'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  COACH_GREETING_DELAY_MS,
  COACH_REPLY_DELAY_MS,
  coachReducer,
  coachReplyFor,
  initialCoachState,
  isCoachTyping,
} from './coach-script.ts'

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })
const currentTime = () => timeFormat.format(new Date())

/** The scripted coach conversation of spec §4, with its timers cancelled when the chat unmounts. */
export function useCoachChat() {
  const [state, dispatch] = useReducer(coachReducer, undefined, initialCoachState)
  const timers = useRef(new Set<number>())

  const after = useCallback((delay: number, run: () => void) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id)
      run()
    }, delay)
    timers.current.add(id)
  }, [])

  useEffect(() => {
    const pending = timers.current
    after(COACH_GREETING_DELAY_MS, () =>
      dispatch({ type: 'coachReplied', content: founderCoachScript.greeting, time: currentTime() }),
    )
    return () => {
      for (const id of pending) window.clearTimeout(id)
      pending.clear()
    }
  }, [after])

  const typing = isCoachTyping(state)

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

  return { messages: state.messages, typing, send }
}
