import type { RegistrationClient, RegistrationResult } from '@app/forms'
import { Toaster, toast } from '@app/ui/components/toaster'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as React from 'react'
import { createRoutesStub, useLocation } from 'react-router'
import { vi } from 'vitest'

/**
 * These tests drive whole forms through many interactions, on machines shared with parallel builds: give
 * them room so a busy moment is not a failure. Call at the top of a test file.
 */
export function allowBusyMachine() {
  vi.setConfig({ testTimeout: 30_000 })
  configure({ asyncUtilTimeout: 5_000 })
}

/** Stands in for a thank-you page: shows where the form navigated and the state it handed over. */
function NavigationProbe() {
  const location = useLocation()
  return (
    <output aria-label="navigation">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  )
}

/** Renders a form at its route, the thank-you routes as probes, and the toaster as root.tsx does. */
export function renderFlow(path: string, form: React.ReactNode) {
  const Stub = createRoutesStub([
    { path, Component: () => form },
    { path: '/thank-you', Component: NavigationProbe },
    { path: '/thank-you-websummit', Component: NavigationProbe },
  ])
  const user = userEvent.setup({ delay: null })
  // Sonner keeps active toasts globally and replays them to a new Toaster: start each test without any.
  toast.dismiss()
  render(
    <>
      <Stub initialEntries={[path]} />
      <Toaster />
    </>,
  )
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
