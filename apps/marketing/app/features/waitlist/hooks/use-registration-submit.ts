import type { RegistrationClient, RegistrationResult } from '@app/forms/client'
import { GENERIC_FAILURE, outcomeMessage } from '@app/forms/messages'
import { toast } from '@app/ui/components/toaster'
import { useEffect } from 'react'
import { registrationClient } from '../registration-client'
import { goToThankYou, type ThankYouNavigation } from '../thank-you-state'

/**
 * Sends a registration and shows its outcome (spec §4, §8): on success the thank-you page and its toast;
 * on a duplicate or any failure an error toast while the visitor stays on the form with every value kept.
 * The client logs the failures it reports; a client that cannot even load is logged here. Tests inject a
 * fake `client`; the site loads the real one as soon as the form is on screen.
 */
export function useRegistrationSubmit(client?: RegistrationClient) {
  useEffect(() => {
    // A failed preload is not an error yet: the submit loads again and reports it.
    if (!client) registrationClient().catch(() => {})
  }, [client])

  return async (
    register: (client: RegistrationClient) => Promise<RegistrationResult>,
    thankYou: ThankYouNavigation,
  ) => {
    let result: RegistrationResult
    try {
      result = await register(client ?? (await registrationClient()))
    } catch (error) {
      console.error('Registration failed:', error instanceof Error ? error.message : error)
      toast.error(GENERIC_FAILURE)
      return
    }
    if (result.status === 'success') {
      // The thank-you page is another document: it shows the success toast once it is there.
      goToThankYou(thankYou, outcomeMessage(result))
      return
    }
    toast.error(outcomeMessage(result))
  }
}
