import { initials } from '@app/ui/lib/initials'
import { cn } from '@app/ui/lib/utils'

/** Company initials on a tinted tile; the name beside it carries the meaning, so the tile is decorative. */
export function CompanyAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl bg-accent-50 font-semibold text-accent-700 text-sm',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
