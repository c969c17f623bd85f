import type { RegistrationClient, RegistrationResult } from '@app/forms/client'
import { logRegistrationFailure } from '@app/forms/failure-log'
import { GENERIC_FAILURE, outcomeMessage } from '@app/forms/messages'
import { loadToaster } from '@app/ui/lib/load-toaster'
import type { RefObject } from 'react'
import { registrationClient } from '../registration-client'
import { goToThankYou, prefetchThankYou, type ThankYouNavigation } from '../thank-you-state'
import { showError } from '../toasts'
import { loadSchemas } from '../validation'

/** A validated registration, ready to send: the row's insert and where a success leads. */
export type PreparedRegistration = {
  send: (client: RegistrationClient) => Promise<RegistrationResult>
  thankYou: ThankYouNavigation
}

/**
 * Starts loading what a submit needs beyond the form itself (the schemas, the Data API client, the toaster)
 * once the visitor starts on the form, so the submit does not wait for it. Loads that fail are retried by
 * the submit, which reports them.
 */
export function prepareToSubmit(client?: RegistrationClient): void {
  const ignore = () => {}
  loadSchemas().catch(ignore)
  loadToaster().catch(ignore)
  if (!client) registrationClient().catch(ignore)
}

/** A form's submit button: the control a visitor needs next after an error, which its toast keeps clear of. */
export function submitButtonOf(form: HTMLFormElement | null | undefined): Element | null | undefined {
  return form?.querySelector('[type="submit"]')
}

/** A submit that failed before or while sending: its message in the console, the generic failure on screen. */
export async function reportSubmitFailure(error: unknown, submitButton?: Element | null): Promise<void> {
  logRegistrationFailure(error instanceof Error ? error.message : error)
  await showError(GENERIC_FAILURE, submitButton)
}

/**
 * Sends a registration and shows its outcome (docs/waitlist.md): on success the thank-you page (fetched while the
 * row is sent) and its toast; on a
 * duplicate or any failure an error toast while the visitor stays on the form with every value kept. Every
 * step runs inside one try: building the row from the validated values, loading the client, the request; a
 * throw anywhere ends in "Something went wrong. Please try again." and its message in the console (the client
 * logs the failures it reports itself). Toasts keep clear of the submit button of `form`. Tests inject a fake
 * `client`.
 */
export function useRegistrationSubmit(client?: RegistrationClient, form?: RefObject<HTMLFormElement | null>) {
  const submitButton = () => submitButtonOf(form?.current)
  return async (prepare: () => Promise<PreparedRegistration>) => {
    let result: RegistrationResult
    let thankYou: ThankYouNavigation
    try {
      const prepared = await prepare()
      thankYou = prepared.thankYou
      prefetchThankYou(thankYou.to)
      result = await prepared.send(client ?? (await registrationClient()))
    } catch (error) {
      await reportSubmitFailure(error, submitButton())
      return
    }
    if (result.status === 'success') {
      // The thank-you page is another document: it shows the success toast once it is there.
      goToThankYou(thankYou, outcomeMessage(result))
      return
    }
    await showError(outcomeMessage(result), submitButton())
  }
}
