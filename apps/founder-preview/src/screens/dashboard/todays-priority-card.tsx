import { founderTodaysPriority } from '@app/sample-data/founder'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { ArrowRight, Clock, Flame, Zap } from 'lucide-react'

function ActivationGoal() {
  const { activation, impact, effort } = founderTodaysPriority
  const { current, target } = activation
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-muted/60 p-5">
      <p className="font-medium text-muted-foreground text-sm">Week-one activation</p>
      <p className="flex flex-wrap items-center gap-3 tabular-nums">
        <span className="font-bold text-4xl tracking-tight">{current}%</span>
        <ArrowRight className="size-5 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">to a target of</span>
        <span className="font-bold text-4xl text-success tracking-tight">{target}%</span>
      </p>
      {/* The bar shows today's rate; the marker where the target sits on the same 0–100 % scale. */}
      {/* A contrast theme drops fills and gradients: there the track is outlined, the bar and the marker drawn in
          its system colours. */}
      <div
        className="relative h-3 rounded-full bg-card forced-colors:border forced-colors:border-[color:CanvasText]"
        aria-hidden="true"
      >
        <div
          className="h-full rounded-full bg-gradient-brand forced-colors:bg-[color:CanvasText]"
          style={{ width: `${current}%` }}
        />
        <div
          className="-top-1 absolute h-5 w-0.5 rounded-full bg-success forced-colors:bg-[color:Highlight]"
          style={{ left: `${target}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs">Today's rate, with the target marked on the bar.</p>
      {/* Side by side from 20rem of screen (320 px at the usual text size); stacked with larger text on a small
          phone, where half the box would break "points" inside the word. */}
      <dl className="mt-auto grid grid-cols-1 gap-4 border-border border-t pt-4 text-sm min-[20rem]:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Zap className="size-3.5" aria-hidden="true" />
            Expected impact
          </dt>
          <dd className="font-semibold text-success">{impact}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Clock className="size-3.5" aria-hidden="true" />
            Effort
          </dt>
          <dd className="font-semibold">{effort}</dd>
        </div>
      </dl>
    </div>
  )
}

export function TodaysPriorityCard() {
  const { title, description, steps } = founderTodaysPriority
  return (
    <Card className="relative h-full overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-brand" />
      <CardHeader>
        <p className="flex items-center gap-2 font-semibold text-accent-700 text-xs">
          <Flame className="size-4" aria-hidden="true" />
          Today's Priority
        </p>
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
        <CardDescription className="text-pretty leading-relaxed">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h3 className="font-semibold text-sm">Suggested steps</h3>
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-50 font-semibold text-accent-700 text-xs"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <ActivationGoal />
      </CardContent>
    </Card>
  )
}
