import { Badge } from '@app/ui/components/badge'
import { CoachAvatar } from './coach-avatar.tsx'

type CoachChatHeaderProps = {
  title: string
  description: string
  /** The heading's id: the chat's region is named by it. */
  headingId: string
}

/**
 * The chat's title bar: the coach's avatar, the chat's title and description, and an Online badge. On a phone
 * the badge goes under the description: beside it, it left the title and description a 112 px column at
 * 320 px ("Ask Your / Cofounder" over a description of four lines).
 */
export function CoachChatHeader({ title, description, headingId }: CoachChatHeaderProps) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 border-border border-b px-5 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <CoachAvatar className="row-span-2 size-10 sm:row-span-1" />
      <div>
        <h2 id={headingId} className="font-semibold text-base leading-snug tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Badge variant="success" className="mt-1.5 gap-1.5 justify-self-start sm:mt-0">
        <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
        Online
      </Badge>
    </div>
  )
}
