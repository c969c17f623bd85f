import { Checkbox } from '@app/ui/components/checkbox'
import { PageLink } from '../../../components/page-link'
import { useFieldFeedback } from '../hooks/use-field-feedback'
import { FieldError } from './field-error'

// The policies open in a new tab so a visitor who reads them keeps what they typed. The links say so as their
// description, not in their text: their text is part of the checkbox's name, which stays the sentence shown.
const policyLinkProps = {
  target: '_blank',
  rel: 'noopener',
  className: 'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800',
} as const

/** The terms-and-privacy agreement every registration needs (it must be ticked): a native checkbox. */
function ConsentField() {
  const { field, controlId, errorId, error, wrapperProps, invalidProps } = useFieldFeedback<boolean>()
  const newTabHintId = `${controlId}-new-tab`
  return (
    <div data-slot="consent-field" className="grid gap-2" {...wrapperProps}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={controlId}
          name={field.name}
          checked={field.state.value}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-required
          wrapperClassName="mt-0.5"
          {...invalidProps}
        />
        <label htmlFor={controlId} className="cursor-pointer text-foreground text-sm leading-relaxed">
          I agree to the{' '}
          <PageLink to="/terms" aria-describedby={newTabHintId} {...policyLinkProps}>
            Terms and Conditions
          </PageLink>{' '}
          and the{' '}
          <PageLink to="/privacy" aria-describedby={newTabHintId} {...policyLinkProps}>
            Privacy Policy
          </PageLink>
          .
        </label>
      </div>
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export { ConsentField }
