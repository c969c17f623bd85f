import { prefersReducedMotion } from '@app/ui/lib/reduced-motion'
import { FIELD_NAME_ATTRIBUTE } from './field-errors'

type FieldMetaMap = Partial<Record<string, { errors: readonly unknown[] } | undefined>>

/**
 * After a failed submit, moves focus to the first field (in page order) that has an error, so keyboard
 * and screen-reader users land on it and hear its message, and scrolls that question into view with its
 * message (focus alone left the message of a question further down below the fold). Reads the
 * errors from the form state because the DOM has not re-rendered yet when the submit fails.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null, fieldMeta: FieldMetaMap) {
  if (!form) return
  const wrappers = form.querySelectorAll<HTMLElement>(`[${FIELD_NAME_ATTRIBUTE}]`)
  const firstInvalid = Array.from(wrappers).find((wrapper) => {
    const name = wrapper.getAttribute(FIELD_NAME_ATTRIBUTE)
    return name !== null && (fieldMeta[name]?.errors.length ?? 0) > 0
  })
  if (!firstInvalid) return
  firstInvalid.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true })
  // The message is rendered with the next commit: scroll once it is laid out.
  requestAnimationFrame(() => requestAnimationFrame(() => revealQuestion(firstInvalid)))
}

/**
 * Brings the whole question (heading, options, message) into view; one taller than the viewport is aligned
 * on its end, so its message shows.
 */
function revealQuestion(wrapper: HTMLElement) {
  const fits = wrapper.getBoundingClientRect().height <= window.innerHeight
  const reduceMotion = prefersReducedMotion()
  wrapper.scrollIntoView({ block: fits ? 'center' : 'end', behavior: reduceMotion ? 'auto' : 'smooth' })
}
