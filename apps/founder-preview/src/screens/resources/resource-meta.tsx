import type { Resource } from '@app/sample-data/types'
import { cn } from '@app/ui/lib/utils'
import { Clock, Star } from 'lucide-react'

/** Read time and rating, shown the same way on every resource card. */
export function ResourceMeta({ resource, className }: { resource: Resource; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {resource.readTime}
      </span>
      <span className="inline-flex items-center gap-1.5 tabular-nums">
        <Star className="size-4 fill-warning text-warning" aria-hidden="true" />
        <span className="font-medium text-foreground">{resource.rating.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span>
      </span>
    </p>
  )
}
