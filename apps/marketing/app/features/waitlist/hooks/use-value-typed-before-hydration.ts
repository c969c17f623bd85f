import { type RefObject, useEffect } from 'react'

/**
 * The form is prerendered, so on a slow connection a visitor can type into it before React hydrates it.
 * React then keeps its own empty state and the form would ignore the text on screen: adopt it, once.
 */
export function useValueTypedBeforeHydration(
  control: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  // Runs on mount only: later renders cannot predate hydration.
  useEffect(() => {
    const onScreen = control.current?.value
    if (onScreen !== undefined && onScreen !== value) onChange(onScreen)
  }, [])
}
