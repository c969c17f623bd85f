import { useCallback, useEffect, useMemo, useState } from 'react'

// What the visitor did in this tab (saved cards, passed cards, added tasks) lives in sessionStorage: a reload
// keeps it for the session, as the preview promises, and nothing leaves the browser.

function read(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function useSessionStrings(key: string) {
  const [items, setItems] = useState<readonly string[]>(() =>
    typeof sessionStorage === 'undefined' ? [] : read(key),
  )
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(items))
    } catch {
      // Storage full or blocked: the list still works for this page view.
    }
  }, [key, items])
  return [items, setItems] as const
}

/** A set of ids marked in this session: [members, toggle(id, member), clear]. */
export function useSessionSet(
  key: string,
): [ReadonlySet<string>, (id: string, member: boolean) => void, () => void] {
  const [items, setItems] = useSessionStrings(key)
  const toggle = useCallback(
    (id: string, member: boolean) => {
      setItems((current) => {
        if (current.includes(id) === member) return current
        return member ? [...current, id] : current.filter((item) => item !== id)
      })
    },
    [setItems],
  )
  const clear = useCallback(() => setItems([]), [setItems])
  const members = useMemo(() => new Set(items), [items])
  return [members, toggle, clear]
}

/** Texts added in this session, oldest first: [items, add(text)]. */
export function useSessionList(key: string): [readonly string[], (text: string) => void] {
  const [items, setItems] = useSessionStrings(key)
  const add = useCallback((text: string) => setItems((current) => [...current, text]), [setItems])
  return [items, add]
}
