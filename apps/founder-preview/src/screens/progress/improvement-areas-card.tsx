import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { founderImprovementAreas } from '@app/sample-data/founder'
import { Badge } from '@app/ui/components/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@app/ui/components/card'
import { Progress } from '@app/ui/components/progress'
import { Sparkles } from 'lucide-react'
import { improvementPriorityTone } from '../../lib/tones.ts'

export function ImprovementAreasCard() {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">Areas to Improve</CardTitle>
        <CardDescription>Where the next points of your score will come from</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-5">
          {founderImprovementAreas.map((area) => (
            <li key={area.area} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-sm">{area.area}</p>
                <Badge variant={improvementPriorityTone[area.priority]}>{area.priority}</Badge>
              </div>
              <p className="text-pretty text-muted-foreground text-sm">{area.description}</p>
              <div className="flex items-center gap-3">
                <Progress value={area.progress} aria-label={`${area.area} progress`} />
                <span className="w-10 shrink-0 text-right font-medium text-sm tabular-nums">
                  {area.progress}%
                </span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PreviewOnlyButton action="Get Improvement Plan" className="w-full">
          <Sparkles aria-hidden="true" />
          Get Improvement Plan
        </PreviewOnlyButton>
      </CardFooter>
    </Card>
  )
}
