import type { RegistrationResult } from './client.ts'

/** Outcome texts of a registration, word for word the product's (docs/messages.md, "Form outcomes"). */
export const REGISTRATION_SUCCESS = 'Registration successful!'
export const DUPLICATE_EMAIL = 'This email is already registered. Please use a different email.'
export const GENERIC_FAILURE = 'Something went wrong. Please try again.'
/** The submit button's label while a registration is in flight. */
export const SUBMITTING = 'Submitting...'

/** The toast text for a registration outcome. */
export function outcomeMessage(result: RegistrationResult): string {
  switch (result.status) {
    case 'success':
      return REGISTRATION_SUCCESS
    case 'duplicate':
      return DUPLICATE_EMAIL
    case 'failure':
      return GENERIC_FAILURE
  }
}
