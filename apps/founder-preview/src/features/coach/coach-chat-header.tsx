import { Badge } from '@app/ui/components/badge'
import { CoachAvatar } from './coach-avatar.tsx'

type CoachChatHeaderProps = {
  title: string
  description: string
  /** The heading's id: the chat's region is named by it. */
  headingId: string
}

/** The chat's title bar: the coach's avatar, the chat's title and description, and an Online badge. */
export function CoachChatHeader({ title, description, headingId }: CoachChatHeaderProps) {
  return (
    <div className="flex items-center gap-3 border-border border-b px-5 py-4">
      <CoachAvatar className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-base leading-snug tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Badge variant="success" className="gap-1.5">
        <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
        Online
      </Badge>
    </div>
  )
}
