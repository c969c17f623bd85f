import { useEffect, useRef, useState } from 'react'

/**
 * A text box bound to a URL parameter. The box keeps its own state so no keystroke waits on the router (the URL
 * update is a navigation, applied a tick later); each keystroke commits with `replace`, so typing is one history
 * entry. When the URL changes from elsewhere (Back/Forward, a "clear" button, a shared link's query once
 * hydrated), the box follows it. The URL trails fast typing by a keystroke or more, so a value the box wrote
 * itself is recognised as such however late it arrives, and never takes back the keys typed since.
 */
export function useUrlText(
  urlValue: string,
  commit: (value: string) => void,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(urlValue)
  // Values written but not yet seen in the URL, oldest first (the router may skip some when it coalesces).
  const inFlight = useRef<string[]>([])

  useEffect(() => {
    const own = inFlight.current.indexOf(urlValue)
    if (own !== -1) {
      inFlight.current.splice(0, own + 1)
      return
    }
    inFlight.current = []
    setDraft(urlValue)
  }, [urlValue])

  function change(value: string) {
    setDraft(value)
    inFlight.current.push(value)
    commit(value)
  }

  return [draft, change]
}
