import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import type { Resource } from '@app/sample-data/types'
import { Badge } from '@app/ui/components/badge'
import { Card } from '@app/ui/components/card'
import { ArrowRight } from 'lucide-react'
import { resourceTypeMeta } from '../../features/resources/resource-types.ts'
import { ResourceMeta } from './resource-meta.tsx'

export function ResourceCard({ resource }: { resource: Resource }) {
  const { label, icon: Icon } = resourceTypeMeta[resource.type]
  return (
    <Card className="h-full gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-accent-50 text-accent-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <Badge variant="secondary">{label}</Badge>
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="font-semibold text-base leading-snug">{resource.title}</h3>
        <p className="text-pretty text-muted-foreground text-sm leading-relaxed">{resource.description}</p>
      </div>
      <ResourceMeta resource={resource} className="mt-auto" />
      {/* Named with what it acts on. A hidden ": title" inside the button would be read "View Resource : …". */}
      <PreviewOnlyButton
        action="View Resource"
        aria-label={`View Resource: ${resource.title}`}
        variant="outline"
        className="w-full"
      >
        View Resource
        <ArrowRight aria-hidden="true" />
      </PreviewOnlyButton>
    </Card>
  )
}
