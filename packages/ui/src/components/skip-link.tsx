import type * as React from 'react'

import { cn } from '../lib/utils'

/** The id of every page's main area, where the skip link leads. */
const MAIN_ID = 'main'

/**
 * The first stop of the Tab key on every page: a link past the header to the main area (`id={MAIN_ID}`), out of
 * sight until it has focus.
 */
function SkipLink({ className, ...props }: Omit<React.ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <a
      data-slot="skip-link"
      href={`#${MAIN_ID}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:font-medium focus:text-accent-700 focus:text-sm focus:shadow-card-hover',
        className,
      )}
      {...props}
    >
      Skip to content
    </a>
  )
}

export { MAIN_ID, SkipLink }
