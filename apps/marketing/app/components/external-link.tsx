import type * as React from 'react'

/** A link that leaves the site: opens in a new tab without giving the other page access to this one. */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
