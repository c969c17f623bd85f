import { challengeMessages, GENERIC_CHALLENGE_MESSAGE, topChallengeOptions } from '@app/forms'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SurveyThankYou } from '../components/survey-thank-you'
import { WaitlistThankYou } from '../components/waitlist-thank-you'

/** Renders a thank-you page as a form leaves it: with the state in this tab's session storage. */
function renderAt(_path: string, Component: () => React.ReactNode, state?: unknown) {
  sessionStorage.clear()
  if (state !== undefined) sessionStorage.setItem('waitlist:thank-you-state', JSON.stringify(state))
  render(<Component />)
}

const namedChallenges = topChallengeOptions.filter((challenge) => challenge !== 'Other')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('/thank-you', () => {
  it('thanks the visitor and names the email passed by the form', () => {
    renderAt('/thank-you', WaitlistThankYou, { email: 'ada@example.com' })
    screen.getByRole('heading', { level: 1, name: 'Thank You!' })
    screen.getByText("You're on the waitlist! We'll notify you when the product is ready for you.")
    screen.getByText('ada@example.com')
    screen.getByText(/short survey/)
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/')
  })

  it.each([undefined, null, {}, { email: '' }, { email: 42 }])('says "your email" for state %o', (state) => {
    renderAt('/thank-you', WaitlistThankYou, state)
    screen.getByText(/Keep an eye on your email:/)
  })
})

describe('/thank-you-websummit', () => {
  it('has a distinct message for each of the 8 named challenges', () => {
    expect(namedChallenges).toHaveLength(8)
    const messages = new Set(namedChallenges.map((challenge) => challengeMessages[challenge]))
    expect(messages.size).toBe(8)
    expect(messages.has(GENERIC_CHALLENGE_MESSAGE)).toBe(false)
  })

  it.each(namedChallenges)('shows the message for %s', (topChallenge) => {
    renderAt('/thank-you-websummit', SurveyThankYou, { email: 'grace@example.com', topChallenge })
    screen.getByText(challengeMessages[topChallenge])
    expect(screen.queryByText(/I see big wins ahead/)).toBeNull()
  })

  it.each([
    ['Other', { email: 'grace@example.com', topChallenge: 'Other' }],
    ['an unknown value', { email: 'grace@example.com', topChallenge: 'Time travel' }],
    ['no top challenge', { email: 'grace@example.com' }],
    ['no state', undefined],
  ])('falls back to "I see big wins ahead" for %s', (_case, state) => {
    renderAt('/thank-you-websummit', SurveyThankYou, state)
    screen.getByText(/I see big wins ahead/)
  })

  it('shows the fixed texts and the email the copy goes to', () => {
    renderAt('/thank-you-websummit', SurveyThankYou, { email: 'grace@example.com', topChallenge: 'Runway' })
    screen.getByText("You're the future Unicorn — no doubts.")
    screen.getByRole('heading', { level: 1, name: 'Thank You for Your Insights!' })
    screen.getByText('Your insights will shape our Founder Challenges 2025 Report.')
    expect(screen.getByText(/You'll receive your copy at/).textContent).toBe(
      "You'll receive your copy at grace@example.com",
    )
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/')
  })

  it.each([undefined, null, {}, { email: '' }, { email: 42 }])(
    'says where the copy goes in a whole sentence when no email was passed (state %o)',
    (state) => {
      renderAt('/thank-you-websummit', SurveyThankYou, state)
      expect(screen.getByText(/You'll receive your copy at/).textContent).toBe(
        "You'll receive your copy at the email address you gave us.",
      )
    },
  )
})

describe('prerendered thank-you pages', () => {
  it('render the fallback into HTML and show the state only once hydrated, without a mismatch', async () => {
    const consoleError = vi.spyOn(console, 'error')
    sessionStorage.setItem('waitlist:thank-you-state', JSON.stringify({ email: 'ada@example.com' }))
    const page = <WaitlistThankYou />
    const html = renderToString(page)
    expect(html).toContain('your email')
    expect(html).not.toContain('ada@example.com')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, page)
    })
    expect(container.textContent).toContain('ada@example.com')
    expect(consoleError).not.toHaveBeenCalled()
    container.remove()
  })
})
