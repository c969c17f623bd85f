/**
 * Whether the search text appears, case-insensitively, in any of the fields. Surrounding whitespace in the
 * query is ignored and an empty query matches everything, so an untouched search box filters nothing.
 */
export function matchesText(query: string, ...fields: string[]): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return fields.some((field) => field.toLowerCase().includes(needle))
}
