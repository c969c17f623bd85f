import { FAILURE_LOG_PREFIX } from '@app/forms/failure-log'
import { GENERIC_FAILURE } from '@app/forms/messages'
import { earlyAccessSchema } from '@app/forms/schemas'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { core } from 'zod/mini'
import { EarlyAccessForm } from '../components/early-access-form'
import { useRegistrationSubmit } from '../hooks/use-registration-submit'
import { allowBusyMachine, fakeClient, renderFlow } from './render-flow'

allowBusyMachine()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the submit path', () => {
  it('validates the values once per submit and sends the row built from that validation', async () => {
    const validate = vi.spyOn(earlyAccessSchema['~standard'], 'validate')
    // The row is built from that validation's output: a second parse would validate again.
    const parse = vi.spyOn(earlyAccessSchema, 'parse')
    const safeParse = vi.spyOn(earlyAccessSchema, 'safeParse')
    const client = fakeClient()
    const { user } = renderFlow('/get-early-access', <EarlyAccessForm client={client} />)
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    validate.mockClear()

    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }))
    await waitFor(() => expect(client.registerEarlyAccess).toHaveBeenCalledOnce())
    expect(validate).toHaveBeenCalledOnce()
    expect(parse).not.toHaveBeenCalled()
    expect(safeParse).not.toHaveBeenCalled()
    // The row is the validation's output: trimmed.
    expect(client.registerEarlyAccess.mock.calls[0]?.[0]).toMatchObject({ email: 'ada@example.com' })
  })

  it.each([
    {
      case: 'a ZodError thrown while building the row',
      fail: () => {
        throw new core.$ZodError([])
      },
      logged: expect.anything(),
    },
    {
      case: 'any other throw while building the row',
      fail: () => {
        throw new TypeError('row builder broke')
      },
      logged: 'row builder broke',
    },
  ])('ends $case in the generic toast and the console, sending nothing', async ({ fail, logged }) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = fakeClient()
    renderFlow('/get-early-access', null)
    const { result } = renderHook(() => useRegistrationSubmit(client))
    await act(() => result.current(async () => fail()))

    expect(await screen.findByText(GENERIC_FAILURE)).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith(FAILURE_LOG_PREFIX, logged)
    expect(client.registerEarlyAccess).not.toHaveBeenCalled()
  })

  it('ends a send that throws (a client that could not load, a network error) in the generic toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFlow('/get-early-access', null)
    const { result } = renderHook(() => useRegistrationSubmit(fakeClient()))
    await act(() =>
      result.current(async () => ({
        send: async () => {
          throw new TypeError('Failed to fetch')
        },
        thankYou: { to: '/thank-you', state: { email: 'a@example.com' } },
      })),
    )
    expect(await screen.findByText(GENERIC_FAILURE)).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith(FAILURE_LOG_PREFIX, 'Failed to fetch')
  })
})
