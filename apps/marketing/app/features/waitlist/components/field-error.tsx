import { cn } from '@app/ui/lib/utils'
import { CircleAlert } from 'lucide-react'
import type * as React from 'react'

type FieldErrorProps = React.ComponentProps<'p'> & { message: string | undefined }

/** A field's validation message, referenced by the control through aria-describedby. */
function FieldError({ message, className, ...props }: FieldErrorProps) {
  if (!message) return null
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 font-medium text-danger text-sm', className)}
      {...props}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  )
}

export { FieldError }
