import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { SAMPLE_VIBE_SCORE, VIBE_SCORE_RING_FILL_PERCENT } from '@app/sample-data/constants'
import { founderVibeScoreTrend } from '@app/sample-data/founder'
import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/components/card'
import { ChartNoAxesCombined, Share2, Target, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import { ScoreRing } from '../../features/score/score-ring.tsx'

const weekStart = founderVibeScoreTrend[0]?.score ?? SAMPLE_VIBE_SCORE
const weeklyGain = SAMPLE_VIBE_SCORE - weekStart

export function HealthScoreCard() {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">Startup Health Score</CardTitle>
        <CardDescription>Updated daily based on 100+ parameters</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-5">
        <ScoreRing score={SAMPLE_VIBE_SCORE} fillPercent={VIBE_SCORE_RING_FILL_PERCENT} label="Vibe Score" />
        <Badge variant="success" className="text-sm">
          <TrendingUp aria-hidden="true" />+{weeklyGain} points this week
        </Badge>
        {/* Share Score and Set Goals side by side while each has room for its label and padding (8.75rem),
            else one a row: a 320 px phone, or this card in its narrow desktop column below 1280 px. Never a
            column wider than the card (`min(100%, …)`), where the visitor's text is larger still. */}
        <div className="grid w-full grid-cols-[repeat(auto-fit,minmax(min(100%,max(8.75rem,calc(50%_-_0.25rem))),1fr))] gap-2">
          <PreviewOnlyButton action="Share Score" variant="outline">
            <Share2 aria-hidden="true" />
            Share Score
          </PreviewOnlyButton>
          <PreviewOnlyButton action="Set Goals" variant="outline">
            <Target aria-hidden="true" />
            Set Goals
          </PreviewOnlyButton>
          <Button asChild variant="secondary" className="col-span-full">
            <Link to="/progress">
              <ChartNoAxesCombined aria-hidden="true" />
              View Detailed Analysis
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
