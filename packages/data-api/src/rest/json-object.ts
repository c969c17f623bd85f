/** A parsed JSON value that is an object (not an array, not null): one row of a body, or a raised error's fields. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
