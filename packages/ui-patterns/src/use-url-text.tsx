import { useEffect, useRef, useState } from 'react'

/**
 * A text box bound to a URL parameter. The box keeps its own state so no keystroke waits on the router (the URL
 * update is a navigation, applied a tick later); each keystroke commits with `replace`, so typing is one history
 * entry. When the URL changes from elsewhere (Back/Forward, a "clear" button), the box follows it.
 */
export function useUrlText(
  urlValue: string,
  commit: (value: string) => void,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(urlValue)
  const written = useRef(urlValue)

  useEffect(() => {
    if (urlValue !== written.current) {
      written.current = urlValue
      setDraft(urlValue)
    }
  }, [urlValue])

  function change(value: string) {
    setDraft(value)
    written.current = value
    commit(value)
  }

  return [draft, change]
}
