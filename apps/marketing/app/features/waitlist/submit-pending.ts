import { createContext, useContext } from 'react'

/**
 * Whether a submit has started but TanStack Form has not taken it over yet: the schemas it validates with may
 * still be loading. The submit button reads it with the form's own `isSubmitting`, so it answers a press at once
 * and a second press cannot send a second registration.
 */
export const SubmitPendingContext = createContext(false)

export const useSubmitPending = () => useContext(SubmitPendingContext)
