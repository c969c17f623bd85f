import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { parseSessionList, serializeSessionList } from '../session-list.ts'
import { useDeclareClientState } from './client-state.tsx'

// What the visitor did in this tab (saved cards, passed cards, added tasks) lives in sessionStorage: a reload
// keeps it for the session, as the preview promises, and nothing leaves the browser. A prerendered screen is
// hydrated with empty lists (what the prerender drew) and shows the stored ones in the next render.

const EMPTY: readonly string[] = []
/** Lists whose write failed (storage full or blocked): they still work for this page view. */
const unsaved = new Map<string, string>()
const parsed = new Map<string, { raw: string | null; items: readonly string[] }>()
const listeners = new Map<string, Set<() => void>>()

function readRaw(key: string): string | null {
  const pending = unsaved.get(key)
  if (pending !== undefined) return pending
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/** The stored list; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function snapshot(key: string): readonly string[] {
  const raw = readRaw(key)
  const cached = parsed.get(key)
  if (cached && cached.raw === raw) return cached.items
  const stored = parseSessionList(raw)
  const items = stored.length > 0 ? stored : EMPTY
  parsed.set(key, { raw, items })
  return items
}

function write(key: string, items: readonly string[]): void {
  const raw = serializeSessionList(items)
  try {
    sessionStorage.setItem(key, raw)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, raw)
  }
  for (const listener of listeners.get(key) ?? []) listener()
}

function useSessionStrings(key: string) {
  useDeclareClientState('sessionKeys', [key])
  const subscribe = useCallback(
    (listener: () => void) => {
      const forKey = listeners.get(key) ?? new Set()
      listeners.set(key, forKey)
      forKey.add(listener)
      return () => forKey.delete(listener)
    },
    [key],
  )
  // The server snapshot is also what hydration uses: the prerender drew empty lists.
  const stored = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => EMPTY,
  )
  const update = useCallback(
    (change: (current: readonly string[]) => readonly string[]) => {
      const current = snapshot(key)
      const next = change(current)
      if (next !== current) write(key, next)
    },
    [key],
  )
  return [stored, update] as const
}

/** A set of ids marked in this session: [members, toggle(id, member), clear]. */
export function useSessionSet(
  key: string,
): [ReadonlySet<string>, (id: string, member: boolean) => void, () => void] {
  const [items, update] = useSessionStrings(key)
  const toggle = useCallback(
    (id: string, member: boolean) => {
      update((current) => {
        if (current.includes(id) === member) return current
        return member ? [...current, id] : current.filter((item) => item !== id)
      })
    },
    [update],
  )
  const clear = useCallback(() => update(() => EMPTY), [update])
  const members = useMemo(() => new Set(items), [items])
  return [members, toggle, clear]
}

/** Texts added in this session, oldest first: [items, add(text)]. */
export function useSessionList(key: string): [readonly string[], (text: string) => void] {
  const [items, update] = useSessionStrings(key)
  const add = useCallback((text: string) => update((current) => [...current, text]), [update])
  return [items, add]
}
