import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { founderFeaturedResourceIds, founderResources } from '@app/sample-data/founder'
import { Badge } from '@app/ui/components/badge'
import { Card } from '@app/ui/components/card'
import { ArrowRight, Sparkles } from 'lucide-react'
import { resourceTypeMeta } from '../../features/resources/resource-types.ts'
import { ResourceMeta } from './resource-meta.tsx'

const featured = founderResources.filter((resource) =>
  founderFeaturedResourceIds.some((id) => id === resource.id),
)

export function FeaturedResources() {
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
      <h2 id="featured-heading" className="font-semibold text-lg tracking-tight">
        Featured
      </h2>
      {/* One column on a phone, as wide as the screen whatever the cards hold (an implicit column grows to the
          widest unbreakable line, which larger text pushes past a phone's width). */}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {featured.map((resource) => {
          const { label, icon: Icon } = resourceTypeMeta[resource.type]
          return (
            <li key={resource.id}>
              <Card className="h-full gap-0 overflow-hidden py-0">
                <div className="flex h-28 items-end justify-between bg-gradient-brand p-5 text-white">
                  <span className="grid size-12 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  {/* A dark tint, not a light one: white 12 px text on a white tint over the gradient's blue end
                      measured about 4.3:1, under AA's 4.5:1. */}
                  <span className="inline-flex items-center gap-1 rounded-full bg-black/15 px-2.5 py-0.5 font-medium text-xs ring-1 ring-white/25">
                    <Sparkles className="size-3" aria-hidden="true" />
                    Featured
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <Badge variant="secondary">{label}</Badge>
                  <h3 className="font-semibold text-lg leading-snug">{resource.title}</h3>
                  <p className="text-pretty text-muted-foreground text-sm leading-relaxed">
                    {resource.description}
                  </p>
                  <ResourceMeta resource={resource} className="mt-auto" />
                  {/* Named with what it acts on. A hidden ": title" inside the button would be read "View Resource : …". */}
                  <PreviewOnlyButton
                    action="View Resource"
                    aria-label={`View Resource: ${resource.title}`}
                    className="w-full"
                  >
                    View Resource
                    <ArrowRight aria-hidden="true" />
                  </PreviewOnlyButton>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
