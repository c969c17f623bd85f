import { useCallback, useEffect, useState } from 'react'

function read(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    return new Set(
      Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [],
    )
  } catch {
    return new Set()
  }
}

/**
 * A set of ids the visitor marked in this tab (saved cards, passed cards). Kept in sessionStorage so a reload
 * keeps it for the session, as the preview promises; nothing leaves the browser.
 */
export function useSessionSet(key: string): [ReadonlySet<string>, (id: string, member: boolean) => void] {
  const [set, setSet] = useState<ReadonlySet<string>>(() =>
    typeof sessionStorage === 'undefined' ? new Set() : read(key),
  )

  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify([...set]))
    } catch {
      // Storage full or blocked: the set still works for this page view.
    }
  }, [key, set])

  const toggle = useCallback((id: string, member: boolean) => {
    setSet((current) => {
      if (current.has(id) === member) return current
      const next = new Set(current)
      if (member) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  return [set, toggle]
}
