import { createContext, useContext } from 'react'

/**
 * Whether a submit is in flight, from the press until its outcome: the schemas loading, TanStack Form's
 * validation and the request (the form element is the only caller of `handleSubmit`, so this spans its
 * `isSubmitting`). The submit button reads it, so it answers a press at once and a second press cannot send a
 * second registration.
 */
export const SubmitPendingContext = createContext(false)

export const useSubmitPending = () => useContext(SubmitPendingContext)
