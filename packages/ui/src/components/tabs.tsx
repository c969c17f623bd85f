import * as TabsPrimitive from '@radix-ui/react-tabs'
import type * as React from 'react'

import { cn } from '../lib/utils'

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-10 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      onMouseDown={(event) => {
        onMouseDown?.(event)
        // Radix focuses a pressed tab from its script (Safari does not focus buttons on click), and Chrome draws the
        // keyboard ring for a focus made by script unless the mouse made the last one: the first tab tapped or
        // clicked on a page showed the ring, and every tab after it. Focusing it here first, without the ring,
        // makes Radix's own call a no-op; the arrow keys still move focus with the ring.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus({ focusVisible: false })
        }
      }}
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 font-medium text-sm transition-[color,background-color,box-shadow]',
        // The open tab is a raised card edged in the inputs' grey, as a segmented control's pressed option is.
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm data-[state=active]:inset-ring data-[state=active]:inset-ring-input',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  )
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1', className)} {...props} />
}

export { Tabs, TabsContent, TabsList, TabsTrigger }
