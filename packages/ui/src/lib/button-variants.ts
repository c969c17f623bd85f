import { cva } from 'class-variance-authority'

/**
 * How a button and a toggle hold their label and icon. A label stays on one line while it fits; with the
 * visitor's text made larger it wraps inside the control (never wider than where it sits), so the page does not
 * scroll sideways, and a mark beside it (an icon, a Sample badge) goes under it. Hence a minimum height, not a
 * height, in each size.
 */
export const pressableLayout = [
  'inline-flex max-w-full shrink-0 cursor-pointer flex-wrap items-center justify-center gap-2 text-balance text-center',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
]

/**
 * The button styles on their own (cva only): for a plain <a> or <button> styled as a button where the page's
 * script must stay small — <Button> adds Radix Slot and tailwind-merge (`cn`) on top of these.
 */
export const buttonVariants = cva(
  [
    ...pressableLayout,
    'rounded-lg font-semibold',
    'transition-[color,background-color,border-color,box-shadow,filter] duration-150',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        // The one primary look of all three apps: the brand gradient.
        // Filled looks draw an edge in contrast themes, which drop the fill (outline has its border already).
        default:
          'forced-colors:border bg-gradient-brand text-white shadow-md shadow-accent-600/25 hover:shadow-lg hover:shadow-accent-600/30 hover:brightness-110 active:brightness-95',
        secondary: 'forced-colors:border bg-muted text-foreground hover:bg-muted-strong',
        // Open (aria-expanded), an outline button looks as a pressed outline toggle does: a button that opens a
        // panel or form shows its own state, not only through what it opened.
        outline:
          'border border-border-strong bg-card text-foreground shadow-xs hover:border-accent-300 hover:bg-accent-50 aria-expanded:border-accent-600 aria-expanded:bg-accent-50 aria-expanded:text-accent-700',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-accent-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-8 gap-1.5 px-3 py-1 text-[0.8125rem]',
        default: 'min-h-10 px-4 py-2 text-sm',
        lg: 'min-h-12 px-6 py-2.5 text-base',
        icon: 'size-10',
      },
    },
    // A link-styled button keeps a 24 px tall target, though its text is shorter.
    compoundVariants: [{ variant: 'link', className: 'min-h-6 p-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
)
