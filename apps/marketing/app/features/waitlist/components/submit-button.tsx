import { SUBMITTING } from '@app/forms/messages'
import { Button } from '@app/ui/components/button'
import { LoaderCircle } from 'lucide-react'
import { useFormContext } from '../form-context'
import { JavaScriptNeededNote } from './javascript-needed-note'

/**
 * The form's submit button: disabled and reading "Submitting..." while a registration is in flight. It is
 * live from the first paint: a click before the form's code has loaded is held and replayed by the page
 * script (app/runtime/page-script.ts); without JavaScript the note below it says why nothing can happen.
 */
function SubmitButton({ label }: { label: string }) {
  const form = useFormContext()
  return (
    <>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" size="lg" disabled={isSubmitting} className="h-13 w-full text-base">
            {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? SUBMITTING : label}
          </Button>
        )}
      </form.Subscribe>
      <JavaScriptNeededNote />
    </>
  )
}

export { SubmitButton }
