import { cn } from '@app/ui/lib/utils'

export function InvestorAvatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full bg-accent-100 font-semibold text-accent-800',
        className,
      )}
    >
      {initials}
    </span>
  )
}
