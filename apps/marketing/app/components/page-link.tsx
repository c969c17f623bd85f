import type { MarketingPath } from '@app/site-config'
import type * as React from 'react'

/** A plain link to a page of this site; `to` is a marketing path, so a renamed page fails to type-check. */
export function PageLink({
  to,
  children,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & { to: MarketingPath }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}
