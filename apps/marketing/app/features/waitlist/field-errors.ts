/**
 * The message a field shows: its first error. Schema validation yields issues with a message; a plain
 * validator may yield a string.
 */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error !== '') return error
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      return error.message
    }
  }
  return undefined
}

/** Attribute on each field's wrapper naming the form field, so a failed submit can find its control. */
export const FIELD_NAME_ATTRIBUTE = 'data-field-name'
