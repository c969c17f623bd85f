import { ChevronDown } from 'lucide-react'
import type * as React from 'react'

import { fieldControlClassName } from '../lib/field-control'
import { cn } from '../lib/utils'

type NativeSelectProps = React.ComponentProps<'select'> & {
  // The chevron needs a positioned wrapper; this styles it (e.g. width) when the select sits in a flex row.
  wrapperClassName?: string
}

function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-full', wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(fieldControlClassName, 'h-10 cursor-pointer appearance-none pr-9', className)}
        {...props}
      />
      <ChevronDown
        data-slot="native-select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  )
}

export { NativeSelect }
