import { sampleDayOf } from '@app/sample-data/clock'
import { founderCoachScript, founderProfile } from '@app/sample-data/founder'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CoachChat } from './coach-chat.tsx'

const [firstPrompt] = founderCoachScript.prompts

function renderChat() {
  const view = render(<CoachChat title="AI Coach" description="Your 24/7 startup advisor" />)
  return {
    ...view,
    log: screen.getByRole('log'),
    input: screen.getByLabelText(/message your ai coach/i),
    sendButton: screen.getByRole('button', { name: 'Send' }),
  }
}

// The dots are hidden from screen readers; this is what they announce while the coach types.
const typingIndicator = () => screen.queryByText('AI Coach is typing…')

describe('CoachChat', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('types for 1 s on load, then greets', () => {
    const { log } = renderChat()
    expect(typingIndicator()).not.toBeNull()
    expect(log.textContent).not.toContain(founderCoachScript.greeting)

    act(() => vi.advanceTimersByTime(999))
    expect(typingIndicator()).not.toBeNull()

    act(() => vi.advanceTimersByTime(1))
    expect(typingIndicator()).toBeNull()
    expect(log.textContent).toContain(founderCoachScript.greeting)
  })

  it('on a prerendered page greets 1 s after the typing was first painted, not 1 s after its code arrived', () => {
    const chat = <CoachChat title="AI Coach" description="Your 24/7 startup advisor" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(chat)
    document.body.append(container)
    // The page was painted at 200 ms with the coach typing; its code hydrates the chat at 900 ms.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ startTime: 200 } as PerformanceEntry] : [],
    )
    vi.spyOn(performance, 'now').mockReturnValue(900)
    act(() => {
      hydrateRoot(container, chat)
    })
    expect(container.textContent).not.toContain(founderCoachScript.greeting)

    act(() => vi.advanceTimersByTime(299))
    expect(container.textContent).not.toContain(founderCoachScript.greeting)
    act(() => vi.advanceTimersByTime(1))
    expect(container.textContent).toContain(founderCoachScript.greeting)
    container.remove()
  })

  it('on a prerendered page whose code comes after the greeting was due, keeps the greeting its stylesheet showed', () => {
    const chat = <CoachChat title="AI Coach" description="Your 24/7 startup advisor" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(chat)
    document.body.append(container)
    // The page holds the greeting ready beside the typing dots, for its stylesheet to swap in after 1 s.
    const shownByStylesheet = [...container.querySelectorAll('span')].find(
      (span) => span.textContent === founderCoachScript.greeting,
    )
    expect(shownByStylesheet).toBeDefined()
    // The page was painted at 200 ms; its code hydrates the chat at 1400 ms, after the greeting's time.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ startTime: 200 } as PerformanceEntry] : [],
    )
    vi.spyOn(performance, 'now').mockReturnValue(1400)
    act(() => {
      hydrateRoot(container, chat)
    })
    expect(within(container).queryByText('AI Coach is typing…')).toBeNull()
    // The same element, not a new one: a screen reader is told of the greeting once.
    expect(shownByStylesheet?.isConnected).toBe(true)
    expect(container.textContent?.split(founderCoachScript.greeting)).toHaveLength(2)
    // And its suggested prompts answer at once.
    for (const { prompt } of founderCoachScript.prompts)
      expect(within(container).getByRole('button', { name: prompt })).toHaveProperty('disabled', false)
    container.remove()
  })

  // Its 400 px height is a layout rule, measured in a real browser by the e2e coach test.
  it('announces the conversation to screen readers', () => {
    const { log } = renderChat()
    expect(log.getAttribute('aria-live')).toBe('polite')
  })

  it('answers a suggested prompt with its own reply after typing for 1.5 s', () => {
    const { log, input } = renderChat()
    act(() => vi.advanceTimersByTime(1000))

    fireEvent.click(screen.getByRole('button', { name: firstPrompt?.prompt }))
    expect(log.textContent).toContain(firstPrompt?.prompt)
    expect(screen.getByRole('button', { name: firstPrompt?.prompt })).toHaveProperty('disabled', true)
    expect(document.activeElement).toBe(input)
    expect(typingIndicator()).not.toBeNull()

    act(() => vi.advanceTimersByTime(1499))
    expect(log.textContent).not.toContain(firstPrompt?.reply)

    act(() => vi.advanceTimersByTime(1))
    expect(typingIndicator()).toBeNull()
    expect(log.textContent).toContain(firstPrompt?.reply)
  })

  it('sends on Enter, keeps Shift+Enter for a new line, and falls back to the onboarding reply', () => {
    const { input, log } = renderChat()
    act(() => vi.advanceTimersByTime(1000))

    fireEvent.change(input, { target: { value: 'How big is our market?' } })
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })
    expect(log.textContent).not.toContain('How big is our market?')

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(log.textContent).toContain('How big is our market?')
    expect((input as HTMLTextAreaElement).value).toBe('')

    act(() => vi.advanceTimersByTime(1500))
    expect(log.textContent).toContain(founderCoachScript.fallbackReply)
  })

  it('leaves the Enter that confirms a word being composed (Japanese, Chinese, Korean input) to the input method', () => {
    const { input, log } = renderChat()
    act(() => vi.advanceTimersByTime(1000))

    fireEvent.change(input, { target: { value: '市場の規模は' } })
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true })
    expect(log.textContent).not.toContain('市場の規模は')
    expect((input as HTMLTextAreaElement).value).toBe('市場の規模は')

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(log.textContent).toContain('市場の規模は')
  })

  it('shows a message without the blank lines and spaces typed around it', () => {
    const { input, log } = renderChat()
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.change(input, { target: { value: '\n\n  How big is our market?  \n' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    // What a screen reader reads of the bubble, exactly as it stands (no whitespace normalised away).
    const bubbles = within(log).queryAllByText(
      (_, element) => element?.textContent === 'You: How big is our market?',
    )
    expect(bubbles).toHaveLength(1)
  })

  it('disables Send while the input is empty or a reply is pending', () => {
    const { input, sendButton } = renderChat()
    fireEvent.change(input, { target: { value: 'Hello' } })
    expect(sendButton).toHaveProperty('disabled', true)

    act(() => vi.advanceTimersByTime(1000))
    expect(sendButton).toHaveProperty('disabled', false)

    fireEvent.change(input, { target: { value: '   ' } })
    expect(sendButton).toHaveProperty('disabled', true)

    fireEvent.change(input, { target: { value: 'First question' } })
    fireEvent.click(sendButton)
    fireEvent.change(input, { target: { value: 'Second question' } })
    expect(sendButton).toHaveProperty('disabled', true)
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByRole('log').textContent).not.toContain('Second question')

    act(() => vi.advanceTimersByTime(1500))
    expect(sendButton).toHaveProperty('disabled', false)
  })

  it('stamps every message on the sample day’s clock, not the visitor’s', () => {
    // A visitor far from the sample's June 10, 2025, just before their midnight.
    vi.setSystemTime(new Date('2031-02-03T23:58:00Z'))
    const { input, log } = renderChat()
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.change(input, { target: { value: 'Hello' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    act(() => vi.advanceTimersByTime(1500))

    const times = [...log.querySelectorAll('time')]
    expect(times).toHaveLength(3)
    for (const time of times) {
      expect(sampleDayOf(new Date(time.getAttribute('datetime') ?? ''))).toBe(founderProfile.today)
      // The sample clock opens the morning at founderProfile.now (9:30 in London) and runs with the visit.
      expect(time.textContent).toMatch(/^(9|1[0-2]):\d{2} (AM|PM)$/)
    }
  })

  it('opened later in the visit (another screen first), stamps its greeting when it greets', () => {
    // Ten minutes into the visit, on the sample clock that opened at founderProfile.now.
    vi.spyOn(performance, 'now').mockReturnValue(10 * 60_000)
    const { log } = renderChat()
    act(() => vi.advanceTimersByTime(1000))
    const greeted = new Date(log.querySelector('time')?.getAttribute('datetime') ?? '')
    expect(greeted.getTime() - Date.parse(founderProfile.now)).toBe(10 * 60_000)
  })

  it('cancels its timers on unmount', () => {
    const { unmount } = renderChat()
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
