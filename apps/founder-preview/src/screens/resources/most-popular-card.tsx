import { founderPopularResources, founderResources } from '@app/sample-data/founder'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { formatNumber } from '@app/ui/lib/format-number'

const popular = founderPopularResources.flatMap(({ resourceId, downloads }) => {
  const resource = founderResources.find((candidate) => candidate.id === resourceId)
  return resource ? [{ resource, downloads }] : []
})

export function MostPopularCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Most Popular</CardTitle>
        <CardDescription>What founders downloaded most this month</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {popular.map(({ resource, downloads }, index) => (
            <li key={resource.id} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-lg bg-muted font-semibold text-muted-foreground text-sm tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-sm leading-snug">{resource.title}</p>
                <p className="text-muted-foreground text-xs tabular-nums">
                  {formatNumber(downloads)} downloads
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
