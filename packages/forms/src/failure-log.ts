/** What the console says before the code or message of a failed registration (docs/messages.md). */
export const FAILURE_LOG_PREFIX = 'Registration failed:'

/**
 * Logs the code, or without one the message, of a registration that failed unexpectedly: the client's and the
 * form's failures read the same in the console.
 */
export function logRegistrationFailure(detail: unknown): void {
  console.error(FAILURE_LOG_PREFIX, detail)
}
