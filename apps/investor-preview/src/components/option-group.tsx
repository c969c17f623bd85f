import { Toggle } from '@app/ui/components/toggle'
import { cn } from '@app/ui/lib/utils'
import type { LucideIcon } from 'lucide-react'

export type OptionGroupOption<T extends string> = { value: T; label: string; icon?: LucideIcon }

type OptionGroupProps<T extends string> = {
  label: string
  options: readonly OptionGroupOption<T>[]
  value: T
  onChange: (value: T) => void
  className?: string
  /** Classes for the row of segments, e.g. how it wraps on the narrowest phones. */
  segmentsClassName?: string
}

/** A segmented control: one toggle per option, exactly one pressed (aria-pressed). */
export function OptionGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  segmentsClassName,
}: OptionGroupProps<T>) {
  return (
    <fieldset className={cn('min-w-0 max-w-full', className)}>
      <legend className="sr-only">{label}</legend>
      {/* Full width on phones; segments grow to fill a row and wrap to a second one rather than squeeze a label. */}
      <div
        className={cn(
          'flex w-full flex-wrap gap-1 rounded-lg border border-border bg-muted/60 p-1 sm:inline-flex sm:w-auto',
          segmentsClassName,
        )}
      >
        {options.map(({ value: optionValue, label: optionLabel, icon: Icon }) => (
          <Toggle
            key={optionValue}
            variant="segment"
            size="sm"
            pressed={optionValue === value}
            onPressedChange={() => onChange(optionValue)}
            className="flex-[1_0_auto] px-2 sm:flex-none sm:px-3"
          >
            {Icon ? <Icon aria-hidden="true" /> : null}
            {optionLabel}
          </Toggle>
        ))}
      </div>
    </fieldset>
  )
}
