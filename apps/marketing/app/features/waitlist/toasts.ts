import { loadToaster } from '@app/ui/lib/load-toaster'

/**
 * Where a toast goes so it does not cover `avoid`, the control the visitor needs next (the submit button
 * after an error, Return Home on a thank-you page): the half of the window away from it. On a wide screen, at
 * the right, clear of a form's fields; under 600 px the toaster spans the screen whatever the side.
 */
function toastPosition(avoid: Element | null | undefined): 'top-right' | 'bottom-right' {
  if (!avoid) return 'top-right'
  const { top, bottom } = avoid.getBoundingClientRect()
  return (top + bottom) / 2 > window.innerHeight / 2 ? 'top-right' : 'bottom-right'
}

/** Shows an outcome toast clear of `avoid`. */
export async function showToast(kind: 'success' | 'error', message: string, avoid?: Element | null) {
  const toast = await loadToaster()
  toast[kind](message, { position: toastPosition(avoid) })
}

/**
 * Shows an error toast clear of `avoid`. Where the toaster itself cannot load (the connection dropped after the
 * page did), the browser's own alert says it instead: a submit never ends in silence.
 */
export async function showError(message: string, avoid?: Element | null) {
  try {
    await showToast('error', message, avoid)
  } catch {
    window.alert(message)
  }
}
