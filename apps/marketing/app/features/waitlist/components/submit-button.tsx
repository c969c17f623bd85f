import { SUBMITTING } from '@app/forms/messages'
import { Button } from '@app/ui/components/button'
import { LoaderCircle } from 'lucide-react'
import { useFormContext } from '../form-context'
import { useHydrated } from '../hooks/use-hydrated'

/** The form's submit button: disabled and reading "Submitting..." while a registration is in flight. */
function SubmitButton({ label }: { label: string }) {
  const form = useFormContext()
  // Until the page is hydrated a click would submit the form natively: a page reload with the visitor's
  // name and email in the address. A disabled default button also stops the Enter key from doing that.
  const hydrated = useHydrated()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button
          type="submit"
          variant="gradient"
          size="lg"
          disabled={!hydrated || isSubmitting}
          className="h-13 w-full text-base"
        >
          {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? SUBMITTING : label}
        </Button>
      )}
    </form.Subscribe>
  )
}

export { SubmitButton }
