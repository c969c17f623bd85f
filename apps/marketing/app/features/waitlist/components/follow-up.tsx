import type { ConditionalSurveyField } from '@app/forms/survey-visibility'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'

/**
 * When each follow-up shows: while the survey (the form, `group/survey`) holds a ticked option marked as
 * revealing it (`data-reveals`, set from the catalogue by the choice fields). Tailwind builds only classes it
 * finds written out in full, so each is spelled here (the survey's e2e tests choose each deciding answer and
 * watch its own follow-up appear).
 */
const shownWhenRevealed = {
  topChallengeOther: 'group-has-[[data-reveals=topChallengeOther]:checked]/survey:block',
  trackingDifficulties: 'group-has-[[data-reveals=trackingDifficulties]:checked]/survey:block',
  trackingDifficultiesOther: 'group-has-[[data-reveals=trackingDifficultiesOther]:checked]/survey:block',
  toolsUsedOther: 'group-has-[[data-reveals=toolsUsedOther]:checked]/survey:block',
  externalHelpOther: 'group-has-[[data-reveals=externalHelpOther]:checked]/survey:block',
  aiHelpAreasOther: 'group-has-[[data-reveals=aiHelpAreasOther]:checked]/survey:block',
} as const satisfies Record<ConditionalSurveyField, string>

type FollowUpProps = {
  /** The conditional field inside, whose deciding answer shows it. */
  field: ConditionalSurveyField
  className?: string
  children: React.ReactNode
}

/**
 * A follow-up of the survey (question 3.1, an "Other" box): always in the page, shown by the stylesheet while
 * its deciding answer is ticked. So it appears the moment the answer is tapped, before the code has loaded or
 * without it, and a browser that loads the page again (Back without its back-forward cache, a discarded tab
 * reloaded) puts back what it held, as it does for every other field. Hidden, it is out of reach of keyboard
 * and screen reader; the form neither checks nor sends what it holds then (`shownSurveyFields`).
 */
function FollowUp({ field, className, children }: FollowUpProps) {
  return (
    <div data-slot="follow-up" className={cn('hidden', shownWhenRevealed[field], className)}>
      {children}
    </div>
  )
}

export { FollowUp }
