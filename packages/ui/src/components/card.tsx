import type * as React from 'react'

import { cn } from '../lib/utils'

function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-2xl border border-border bg-card py-6 text-card-foreground shadow-card',
        className,
      )}
      {...props}
    />
  )
}

// A card's action sits beside its title, and under the title and description on a screen narrower than 12.5 of
// the visitor's rem (a phone with text at twice the usual size), where beside it would push past the edge.
function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] max-[12.5rem]:has-data-[slot=card-action]:grid-cols-1 [.border-b]:pb-6',
        className,
      )}
      {...props}
    />
  )
}

type CardTitleProps = React.ComponentProps<'h3'> & {
  // Card titles are headings so screen-reader users can jump between cards; pick the level that fits the page.
  as?: 'h2' | 'h3' | 'h4'
}

function CardTitle({ className, as: Heading = 'h3', ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('font-semibold text-base leading-snug tracking-tight', className)}
      {...props}
    />
  )
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-muted-foreground text-sm', className)} {...props} />
  )
}

function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn(
        'col-start-2 row-span-2 row-start-1 self-start justify-self-end',
        'max-[12.5rem]:col-start-1 max-[12.5rem]:row-span-1 max-[12.5rem]:row-start-auto max-[12.5rem]:justify-self-start',
        className,
      )}
      {...props}
    />
  )
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-6 [.border-t]:pt-6', className)}
      {...props}
    />
  )
}

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }
