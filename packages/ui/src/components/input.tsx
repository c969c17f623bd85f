import type * as React from 'react'
import { fieldControlClassName } from '../lib/field-control'
import { cn } from '../lib/utils'

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldControlClassName,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
        className,
      )}
      {...props}
    />
  )
}

export { Input }
