import { cn } from '@app/ui/lib/utils'
import { Sparkles } from 'lucide-react'

/** The coach's round mark, beside its messages and (larger) in the chat's header; decoration only. */
export function CoachAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-brand text-white',
        className,
      )}
    >
      <Sparkles className="size-4" />
    </span>
  )
}
