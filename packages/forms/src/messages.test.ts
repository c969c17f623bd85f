import { expect, it } from 'vitest'
import {
  DUPLICATE_EMAIL,
  GENERIC_FAILURE,
  outcomeMessage,
  REGISTRATION_SUCCESS,
  SUBMITTING,
} from './messages.ts'

it('holds the binding texts word for word', () => {
  expect([REGISTRATION_SUCCESS, DUPLICATE_EMAIL, GENERIC_FAILURE, SUBMITTING]).toEqual([
    'Registration successful!',
    'This email is already registered. Please use a different email.',
    'Something went wrong. Please try again.',
    'Submitting...',
  ])
})

it.each([
  { result: { status: 'success' }, toast: 'Registration successful!' },
  {
    result: { status: 'duplicate', code: '23505' },
    toast: 'This email is already registered. Please use a different email.',
  },
  {
    result: { status: 'failure', code: '23514', message: 'check violation' },
    toast: 'Something went wrong. Please try again.',
  },
  {
    result: { status: 'failure', message: 'fetch failed' },
    toast: 'Something went wrong. Please try again.',
  },
] as const)('$result.status → $toast', ({ result, toast }) => {
  expect(outcomeMessage(result)).toBe(toast)
})
