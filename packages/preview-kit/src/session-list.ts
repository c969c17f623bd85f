/**
 * A list the visitor built in this tab (saved cards, added tasks), as sessionStorage holds it: JSON text of an
 * array of strings. A missing, damaged or foreign value reads as an empty list. Plain code: the head script reads
 * it before the app (to know whether the prerendered screen is what the visitor will see) and the app after.
 */
export function parseSessionList(raw: string | null): readonly string[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** The stored text of a list. */
export const serializeSessionList = (items: readonly string[]): string => JSON.stringify(items)
