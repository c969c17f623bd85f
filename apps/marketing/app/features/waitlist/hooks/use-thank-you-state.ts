import { useLocation } from 'react-router'
import { useHydrated } from './use-hydrated'

/**
 * The navigation state handed over by the form, or undefined when there is none (a direct visit) or while
 * the prerendered page hydrates.
 */
export function useThankYouState(): unknown {
  const { state } = useLocation()
  const hydrated = useHydrated()
  return hydrated ? state : undefined
}
