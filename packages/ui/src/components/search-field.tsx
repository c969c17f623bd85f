import { Search } from 'lucide-react'
import * as React from 'react'

import { cn } from '../lib/utils'
import { Input } from './input'
import { Label } from './label'

type SearchFieldProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  label: string
  /** Keeps the label for assistive technology only, where the surrounding screen already says what is searched. */
  hideLabel?: boolean
  inputClassName?: string
}

/** A labelled search input with a leading search icon. */
function SearchField({
  label,
  hideLabel = false,
  className,
  inputClassName,
  id,
  ...props
}: SearchFieldProps) {
  const generatedId = React.useId()
  const inputId = id ?? generatedId
  return (
    <div data-slot="search-field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={inputId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input id={inputId} type="search" className={cn('pl-9', inputClassName)} {...props} />
      </div>
    </div>
  )
}

export type { SearchFieldProps }
export { SearchField }
