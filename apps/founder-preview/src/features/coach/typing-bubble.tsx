import { cn } from '@app/ui/lib/utils'
import { COACH_NAME } from './coach-script.ts'

/** Three bouncing dots in the coach's bubble while its reply is pending; screen readers hear a sentence instead. */
export function TypingBubble({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-1 py-1.5', className)}>
      <span className="sr-only">{COACH_NAME} is typing…</span>
      {['0ms', '150ms', '300ms'].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-accent-400"
          style={{ animationDelay: delay }}
        />
      ))}
    </span>
  )
}
