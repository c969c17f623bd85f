import { PreviewOnlyButton, usePreviewNotice } from '@app/preview-kit/client/preview-notice'
import { founderCoachProTip, founderCofounderTopics, founderSavedAdvice } from '@app/sample-data/founder'
import { Badge } from '@app/ui/components/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { PageHeader } from '@app/ui/components/page-header'
import { formatShortDate } from '@app/ui/lib/format-date'
import {
  Bookmark,
  ChartNoAxesCombined,
  Lightbulb,
  type LucideIcon,
  MessagesSquare,
  Presentation,
  Rocket,
  Users,
} from 'lucide-react'
import { CoachChat } from '../../features/coach/coach-chat.tsx'

// In the order of founderCofounderTopics: pitch deck, acquisition, financial model, product strategy.
const topicIcons: LucideIcon[] = [Presentation, Users, ChartNoAxesCombined, Rocket]

export function AiCofounderScreen() {
  // A topic's deep dive needs the real product: a click says so rather than doing nothing.
  const notice = usePreviewNotice()
  return (
    <>
      <PageHeader
        title="AI Cofounder"
        description="Your strategist on call: ask about metrics, fundraising, go-to-market or what to do next."
        actions={
          <>
            <PreviewOnlyButton action="Saved Advice" variant="outline">
              <Bookmark aria-hidden="true" />
              Saved Advice
            </PreviewOnlyButton>
            <PreviewOnlyButton action="Chat History" variant="outline">
              <MessagesSquare aria-hidden="true" />
              Chat History
            </PreviewOnlyButton>
          </>
        }
      />

      {/* One column on a phone, as wide as the screen whatever the cards hold (an implicit column grows to the
          widest unbreakable line, which larger text pushes past a phone's width). */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <CoachChat title="Ask Your Cofounder" description="Strategy, fundraising and growth advice, 24/7" />
          <aside
            aria-labelledby="pro-tip-heading"
            className="flex gap-3 rounded-2xl border border-warning/20 bg-warning-soft p-5"
          >
            <Lightbulb className="size-5 shrink-0 text-warning" aria-hidden="true" />
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id="pro-tip-heading" className="font-semibold text-sm">
                Pro Tip
              </h2>
              <p className="text-pretty text-foreground/80 text-sm leading-relaxed">{founderCoachProTip}</p>
            </div>
          </aside>
        </div>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Cofounder Topics</CardTitle>
              <CardDescription>Deep dives your cofounder can run with you</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
                {founderCofounderTopics.map((topic, index) => {
                  const Icon = topicIcons[index] ?? Lightbulb
                  return (
                    <li key={topic.title}>
                      {/* On the narrowest screens (app.css) the icon goes above the words, so none breaks inside. */}
                      <button
                        type="button"
                        onClick={() => notice(topic.title)}
                        className="flex w-full cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 text-left transition-colors hover:border-accent-300 hover:bg-accent-50 narrowest:flex-col"
                      >
                        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-600">
                          <Icon className="size-[18px]" aria-hidden="true" />
                        </span>
                        <span className="flex min-w-0 flex-col gap-0.5">
                          <span className="font-medium text-sm">{topic.title}</span>
                          <span className="text-muted-foreground text-xs leading-relaxed">
                            {topic.description}
                          </span>
                        </span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Saved Advice</CardTitle>
              <CardDescription>Insights you bookmarked from past sessions</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col divide-y divide-border">
                {founderSavedAdvice.map((advice) => (
                  <li key={advice.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
                    <p className="font-medium text-sm leading-snug">{advice.title}</p>
                    <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                      <Badge variant="secondary">{advice.topic}</Badge>
                      <time dateTime={advice.date}>Saved {formatShortDate(advice.date)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  )
}
