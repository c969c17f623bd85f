import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

import { pressableLayout } from '../lib/button-variants'
import { cn } from '../lib/utils'

const toggleVariants = cva(
  [
    ...pressableLayout,
    'font-medium',
    'transition-[color,background-color,border-color,box-shadow] duration-150',
    'disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        default:
          'rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:bg-accent-50 aria-pressed:text-accent-700',
        outline:
          'rounded-lg border border-border-strong bg-card text-foreground shadow-xs hover:bg-muted aria-pressed:border-accent-600 aria-pressed:bg-accent-50 aria-pressed:text-accent-700',
        // One option of a segmented control: the pressed one is a raised card on the group's muted track, edged
        // in the inputs' grey (a white card on that track alone is too faint to tell apart, 1.1:1).
        segment:
          'rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm aria-pressed:inset-ring aria-pressed:inset-ring-input',
        chip: 'rounded-full border border-border-strong bg-card text-foreground hover:border-accent-300 hover:bg-accent-50 aria-pressed:border-accent-600 aria-pressed:bg-accent-600 aria-pressed:text-white aria-pressed:shadow-sm aria-pressed:shadow-accent-600/25 aria-pressed:hover:bg-accent-700',
      },
      size: {
        sm: 'min-h-8 px-3 py-1 text-[0.8125rem]',
        default: 'min-h-10 px-4 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

type ToggleProps = React.ComponentProps<'button'> &
  VariantProps<typeof toggleVariants> & {
    /** Controlled state; leave undefined (and use `defaultPressed`) for an uncontrolled toggle. */
    pressed?: boolean
    defaultPressed?: boolean
    onPressedChange?: (pressed: boolean) => void
  }

function Toggle({
  className,
  variant,
  size,
  pressed,
  defaultPressed = false,
  onPressedChange,
  onClick,
  ...props
}: ToggleProps) {
  const [uncontrolledPressed, setUncontrolledPressed] = React.useState(defaultPressed)
  const isPressed = pressed ?? uncontrolledPressed

  function handleClick(event: React.MouseEvent<HTMLButtonElement>) {
    onClick?.(event)
    if (event.defaultPrevented) return
    const next = !isPressed
    if (pressed === undefined) setUncontrolledPressed(next)
    onPressedChange?.(next)
  }

  return (
    <button
      data-slot="toggle"
      type="button"
      aria-pressed={isPressed}
      className={cn(toggleVariants({ variant, size, className }))}
      onClick={handleClick}
      {...props}
    />
  )
}

export type { ToggleProps }
export { Toggle, toggleVariants }
