import { Toaster } from '@app/ui/components/toaster'
import { createRoot } from 'react-dom/client'

/**
 * Sonner's phone layout (up to 600 px): toasts span the screen width. At the top they would cover the header
 * and its logo, so on phones they come up from the bottom instead.
 */
const PHONE_QUERY = '(max-width: 600px)'

/** Toasts follow form outcomes only: the toaster gets a root of its own, outside the prerendered page. */
export function mountToaster(): void {
  const container = document.createElement('div')
  document.body.append(container)
  const position = window.matchMedia(PHONE_QUERY).matches ? 'bottom-center' : 'top-center'
  createRoot(container).render(<Toaster position={position} />)
}
