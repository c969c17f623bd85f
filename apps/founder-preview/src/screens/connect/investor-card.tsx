import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import type { InvestorProfile } from '@app/sample-data/types'
import { Badge } from '@app/ui/components/badge'
import { Button } from '@app/ui/components/button'
import { Card } from '@app/ui/components/card'
import { Toggle } from '@app/ui/components/toggle'
import { Bookmark, MapPin, UserPlus, X } from 'lucide-react'
import { matchTone } from '../../lib/tones.ts'
import { InvestorAvatar } from './investor-avatar.tsx'

type InvestorCardProps = {
  investor: InvestorProfile
  saved: boolean
  onSavedChange: (saved: boolean) => void
  onPass: () => void
}

/**
 * A card's four parts (name, focus areas, figures, buttons) as rows of the list's grid, shared by the cards of
 * one grid row, so a role over two lines does not push that card's figures below its neighbours'. The list
 * item holding the card takes the same rows.
 */
export const investorCardRows = 'row-span-4 grid grid-rows-subgrid'

export function InvestorCard({ investor, saved, onSavedChange, onPass }: InvestorCardProps) {
  return (
    <Card className={`${investorCardRows} gap-5 p-5`}>
      {/* On a phone the match badge goes under the role: beside the name it left name and role an 88 px column
          at 320 px ("Priya / Raman", the role over three lines). */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <InvestorAvatar initials={investor.avatar} className="row-span-2 sm:row-span-1" />
        <div>
          <h3 className="font-semibold text-base leading-snug">{investor.name}</h3>
          <p className="text-muted-foreground text-sm">{investor.role}</p>
        </div>
        <Badge variant={matchTone(investor.match)} className="mt-1.5 justify-self-start tabular-nums sm:mt-0">
          {investor.match}% match
        </Badge>
      </div>

      <ul aria-label="Focus areas" className="flex flex-wrap gap-1.5">
        {investor.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
      </ul>

      {/* Two figures side by side from 20rem of screen (320 px at the usual text size); with larger text on a
          phone they stack, so "Investments" is not broken inside the word to fit half the card. */}
      <dl className="grid grid-cols-1 gap-3 rounded-xl bg-muted/60 p-3 text-sm min-[20rem]:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs">Investments</dt>
          <dd className="font-semibold tabular-nums">{investor.investments}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Mutual connections</dt>
          <dd className="font-semibold tabular-nums">{investor.mutualConnections}</dd>
        </div>
        <div className="min-[20rem]:col-span-2">
          <dt className="sr-only">Location</dt>
          <dd className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {investor.location}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" className="h-9" onClick={onPass}>
          <X aria-hidden="true" />
          Pass<span className="sr-only"> on {investor.name}</span>
        </Button>
        {/* A toggle keeps its label and shows its state by looking pressed (and a filled bookmark), as Discover's
            bookmarks do: a label that turned into "Saved" as well would be read "Saved …, pressed", and speaking
            its visible label would no longer name the button. */}
        <Toggle variant="outline" size="sm" className="h-9" pressed={saved} onPressedChange={onSavedChange}>
          <Bookmark aria-hidden="true" className={saved ? 'fill-current' : undefined} />
          Save<span className="sr-only"> {investor.name}</span>
        </Toggle>
        <PreviewOnlyButton action="Connect" size="sm" className="h-9 flex-1">
          <UserPlus aria-hidden="true" />
          Connect<span className="sr-only"> with {investor.name}</span>
        </PreviewOnlyButton>
      </div>
    </Card>
  )
}
