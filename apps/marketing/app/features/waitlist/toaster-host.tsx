import { Toaster } from '@app/ui/components/toaster'
import { createRoot } from 'react-dom/client'

export { toast } from '@app/ui/components/toaster'

/** Toasts follow form outcomes only: the toaster gets a root of its own, outside the prerendered page. */
export function mountToaster(): void {
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(<Toaster />)
}
