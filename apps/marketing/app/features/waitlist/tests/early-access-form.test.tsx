import { createRegistrationClient } from '@app/forms/client'
import { GENERIC_FAILURE } from '@app/forms/messages'
import { adoptFormState } from '@app/page-runtime/client/adopt-form-state'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EarlyAccessForm } from '../components/early-access-form'
import { allowBusyMachine, deferred, fakeClient, renderFlow } from './render-flow'

allowBusyMachine()

const PATH = '/get-early-access'

function renderForm(client = fakeClient()) {
  return { client, ...renderFlow(PATH, <EarlyAccessForm client={client} />) }
}

const fullName = () => screen.getByLabelText('Full name')
const email = () => screen.getByLabelText('Email')
const role = () => screen.getByLabelText(/Your role/)
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })
const submit = () => screen.getByRole('button', { name: 'Join the Waitlist' })

async function fillValidForm(user: UserEvent) {
  await user.type(fullName(), '  Ada Lovelace ')
  await user.type(email(), 'ada@example.com')
  await user.selectOptions(role(), 'Angel Investor')
  await user.click(terms())
}

/** The message shown for a control, found through its aria-describedby link. */
function messageOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('EarlyAccessForm validation', () => {
  it('shows every message at its field, marks the controls invalid and sends nothing', async () => {
    const { user, client } = renderForm()
    await user.click(submit())

    await screen.findByText('Full name is required')
    expect(messageOf(fullName())).toBe('Full name is required')
    expect(messageOf(email())).toBe('Please enter a valid email address')
    expect(messageOf(terms())).toBe('You must agree to the terms and privacy policy')
    for (const control of [fullName(), email(), terms()]) {
      expect(control.getAttribute('aria-invalid')).toBe('true')
    }
    // Role is optional.
    expect(role().getAttribute('aria-invalid')).toBeNull()
    expect(client.registerEarlyAccess).not.toHaveBeenCalled()
  })

  it('moves focus to the first invalid field', async () => {
    const { user } = renderForm()
    await user.type(fullName(), 'Ada')
    await user.click(submit())
    await waitFor(() => expect(document.activeElement).toBe(email()))
  })

  it.each([
    ['a name of 1 character', 'fullName', 'A', 'Full name is required'],
    ['a blank name (trimmed)', 'fullName', '     ', 'Full name is required'],
    ['a name of 101 characters', 'fullName', 'a'.repeat(101), 'Name must be less than 100 characters'],
    ['a name of 100 characters', 'fullName', 'a'.repeat(100), null],
    ['a name of 2 characters', 'fullName', 'Al', null],
    ['an email without a domain', 'email', 'ada@', 'Please enter a valid email address'],
    [
      'an email of 256 characters',
      'email',
      `${'a'.repeat(244)}@example.com`,
      'Email must be less than 255 characters',
    ],
    ['an email of 255 characters', 'email', `${'a'.repeat(243)}@example.com`, null],
  ] as const)('%s → %s', async (_case, field, value, expected) => {
    const { user } = renderForm()
    const control = field === 'fullName' ? fullName() : email()
    await user.click(control)
    await user.paste(value)
    await user.click(submit())
    await waitFor(() => expect(messageOf(control)).toBe(expected))
  })

  it('clears a message as soon as the field is fixed', async () => {
    const { user } = renderForm()
    await user.click(submit())
    await screen.findByText('Full name is required')
    await user.type(fullName(), 'Ada')
    await waitFor(() => expect(screen.queryByText('Full name is required')).toBeNull())
    expect(fullName().getAttribute('aria-invalid')).toBeNull()
  })
})

describe('EarlyAccessForm submission', () => {
  it('reads "Submitting..." and is disabled while pending, then toasts and navigates with the email', async () => {
    const pending = deferred<{ status: 'success' }>()
    const client = fakeClient(pending.promise)
    const { user } = renderForm(client)
    await fillValidForm(user)
    await user.click(submit())

    const busy = await screen.findByRole('button', { name: 'Submitting...' })
    // Disabled to a screen reader and to the eye, yet still focused: the keyboard keeps its place.
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(client.registerEarlyAccess).toHaveBeenCalledTimes(1)
    expect(client.registerEarlyAccess.mock.calls[0]?.[0]).toMatchObject({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'angel_investor',
      checkbox_consent: true,
    })

    pending.resolve({ status: 'success' })
    await screen.findByText('Registration successful!')
    const navigation = await screen.findByRole('status', { name: 'navigation' })
    expect(navigation.textContent).toBe('/thank-you {"email":"ada@example.com"}')
  })

  it('stores no role when none is chosen', async () => {
    const { user, client } = renderForm()
    await user.type(fullName(), 'Ada Lovelace')
    await user.type(email(), 'ada@example.com')
    await user.click(terms())
    await user.click(submit())
    await screen.findByRole('status', { name: 'navigation' })
    expect(client.registerEarlyAccess.mock.calls[0]?.[0].role).toBeNull()
  })

  it('on a duplicate email shows the duplicate toast, stays and keeps every value', async () => {
    const { user } = renderForm(fakeClient({ status: 'duplicate', code: '23505' }))
    await fillValidForm(user)
    await user.click(submit())

    await screen.findByText('This email is already registered. Please use a different email.')
    expectValuesKept()
  })

  it('carries a honeypot people never meet: hidden from assistive technology, out of the tab order, left out of their row', async () => {
    const { user, client } = renderForm()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy()
    expect([honeypot?.tabIndex, honeypot?.autocomplete]).toEqual([-1, 'off'])
    await fillValidForm(user)
    await user.click(submit())
    await screen.findByRole('status', { name: 'navigation' })
    expect(client.registerEarlyAccess.mock.calls[0]?.[0]).not.toHaveProperty('website')
  })

  it('sends the honeypot a bot filled, for the database to refuse', async () => {
    const { user, client } = renderForm()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    if (!honeypot) throw new Error('no honeypot')
    await user.type(honeypot, 'https://spam.example')
    await fillValidForm(user)
    await user.click(submit())
    await waitFor(() => expect(client.registerEarlyAccess).toHaveBeenCalledOnce())
    expect(client.registerEarlyAccess.mock.calls[0]?.[0].website).toBe('https://spam.example')
  })

  it('on a network failure shows the generic toast, logs the cause, stays and keeps every value', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The real client over a network that fails: the client is what logs, the form what shows.
    const client = createRegistrationClient({
      supabaseUrl: 'http://127.0.0.1:9',
      anonKey: 'anon-key',
      options: { global: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) } },
    })
    const { user } = renderFlow(PATH, <EarlyAccessForm client={client} />)
    await fillValidForm(user)
    await user.click(submit())

    await screen.findByText(GENERIC_FAILURE)
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('Failed to fetch'))
    expectValuesKept()
  })

  it('on a database error shows the generic toast and lets the visitor retry', async () => {
    const client = fakeClient({ status: 'failure', code: '42501', message: 'permission denied' })
    const { user } = renderForm(client)
    await fillValidForm(user)
    await user.click(submit())
    await screen.findByText(GENERIC_FAILURE)

    await waitFor(() => expect(submit().getAttribute('aria-disabled')).toBeNull())
    await user.click(submit())
    await waitFor(() => expect(client.registerEarlyAccess).toHaveBeenCalledTimes(2))
  })
})

function expectValuesKept() {
  expect(screen.queryByRole('status', { name: 'navigation' })).toBeNull()
  expect((fullName() as HTMLInputElement).value).toBe('  Ada Lovelace ')
  expect((email() as HTMLInputElement).value).toBe('ada@example.com')
  expect(within(role() as HTMLElement).getByRole('option', { name: 'Angel Investor' })).toHaveProperty(
    'selected',
    true,
  )
  expect(terms()).toHaveProperty('checked', true)
}

describe('EarlyAccessForm on a prerendered page', () => {
  const page = (client: ReturnType<typeof fakeClient>) => <EarlyAccessForm client={client} />

  it('is live from the first paint, and says in place that joining needs JavaScript', () => {
    const html = renderToString(page(fakeClient()))
    const container = document.createElement('div')
    container.innerHTML = html
    // Enabled: a click before hydration is held by the page script and replayed (e2e: early-input.spec.ts).
    expect(within(container).getByRole('button', { name: 'Join the Waitlist' })).toHaveProperty(
      'disabled',
      false,
    )
    // Without JavaScript a native submit goes nowhere (a dialog-method form outside a dialog: no details in the
    // address, no post to a static host that would lose them) and the notice says why nothing happens.
    expect(container.querySelector('form')?.getAttribute('method')).toBe('dialog')
    expect(html).toContain('JavaScript is needed to join the waitlist.')
  })

  it('keeps what the visitor typed and ticked before hydration, once adopted as the island does', async () => {
    const client = fakeClient()
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(client))
    document.body.append(container)
    const prerendered = within(container)
    ;(prerendered.getByLabelText('Full name') as HTMLInputElement).value = 'Early Typist'
    ;(prerendered.getByLabelText('Email') as HTMLInputElement).value = 'early@example.com'
    ;(prerendered.getByLabelText(/Your role/) as HTMLSelectElement).value = 'mentor'
    // Three taps on the native box before the code came: it shows ticked.
    const consent = prerendered.getByRole('checkbox') as HTMLInputElement
    for (const _tap of [1, 2, 3]) consent.checked = !consent.checked

    await act(async () => {
      hydrateRoot(container, page(client))
    })
    await act(async () => adoptFormState(container))
    const submitButton = prerendered.getByRole('button', { name: 'Join the Waitlist' })
    await act(async () => {
      submitButton.click()
    })

    await waitFor(() => expect(client.registerEarlyAccess).toHaveBeenCalledOnce())
    expect(client.registerEarlyAccess.mock.calls[0]?.[0]).toMatchObject({
      full_name: 'Early Typist',
      email: 'early@example.com',
      role: 'mentor',
      checkbox_consent: true,
    })
    expect(consent.checked).toBe(true)
    container.remove()
  })
})
