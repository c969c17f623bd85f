import type { RegistrationClient, RegistrationResult } from '@app/forms/client'
import { toast } from '@app/ui/components/toaster'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as React from 'react'
import { vi } from 'vitest'
import {
  announceRegistration,
  forgetThankYouState,
  storedThankYouState,
  thankYouNavigator,
} from '../thank-you-state'

/**
 * These tests drive whole forms through many interactions, on machines shared with parallel builds: give
 * them room so a busy moment is not a failure. Call at the top of a test file.
 */
export function allowBusyMachine() {
  vi.setConfig({ testTimeout: 30_000 })
  configure({ asyncUtilTimeout: 5_000 })
}

/**
 * Renders a form as its page does (the toaster mounts itself on the first toast). Leaving for a thank-you page is recorded in an
 * <output name="navigation"> ("<path> <handed-over state>") and that page's success toast is shown.
 */
export function renderFlow(_path: string, form: React.ReactNode) {
  const user = userEvent.setup({ delay: null })
  // Sonner keeps active toasts globally and replays them to a new Toaster: start each test without any.
  toast.dismiss()
  sessionStorage.clear()
  thankYouNavigator.go = (to) => {
    // The thank-you page as a new document: its own address and history entry, nothing read yet.
    history.replaceState(null, '', to)
    forgetThankYouState()
    const probe = document.createElement('output')
    probe.setAttribute('aria-label', 'navigation')
    probe.textContent = `${to} ${JSON.stringify(storedThankYouState())}`
    // Inside the test's container, which Testing Library removes after the test: later files share the page.
    container.append(probe)
    announceRegistration()
  }
  const { container } = render(form)
  return { user }
}

/** A registration client whose calls answer with `result`; each call is recorded. */
export function fakeClient(result: RegistrationResult | Promise<RegistrationResult> = { status: 'success' }) {
  return {
    registerEarlyAccess: vi.fn<RegistrationClient['registerEarlyAccess']>(async () => result),
    registerWebsummit: vi.fn<RegistrationClient['registerWebsummit']>(async () => result),
  }
}

/** A promise the test settles by hand, to observe the form while a registration is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
