import type * as React from 'react'

import { fieldControlClassName } from '../lib/field-control'
import { cn } from '../lib/utils'

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldControlClassName, 'field-sizing-content min-h-24 py-2.5 leading-relaxed', className)}
      {...props}
    />
  )
}

export { Textarea }
