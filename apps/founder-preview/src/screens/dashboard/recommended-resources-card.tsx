import { founderRecommendedResourceIds, founderResources } from '@app/sample-data/founder'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { ArrowRight, Star } from 'lucide-react'
import { Link } from 'react-router'
import { resourceTypeMeta } from '../../features/resources/resource-types.ts'

const recommended = founderResources.filter((resource) =>
  founderRecommendedResourceIds.some((id) => id === resource.id),
)

export function RecommendedResourcesCard() {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">Resources For You</CardTitle>
        <CardDescription>Picked for this week's priority</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col divide-y divide-border">
          {recommended.map((resource) => {
            const { label, icon: Icon } = resourceTypeMeta[resource.type]
            return (
              <li key={resource.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-sm leading-snug">{resource.title}</p>
                  <p className="mt-0.5 line-clamp-2 text-muted-foreground text-xs leading-relaxed">
                    {resource.description}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
                    <span>{label}</span>
                    <span aria-hidden="true">·</span>
                    <span>{resource.readTime}</span>
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-0.5 tabular-nums">
                      <Star className="size-3 fill-warning text-warning" aria-hidden="true" />
                      <span className="sr-only">Rated </span>
                      {resource.rating.toFixed(1)}
                    </span>
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </CardContent>
      <CardFooter>
        <Link
          to="/resources"
          className="inline-flex min-h-6 items-center gap-1.5 rounded-md font-semibold text-accent-700 text-sm hover:underline"
        >
          Browse the resource library
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  )
}
