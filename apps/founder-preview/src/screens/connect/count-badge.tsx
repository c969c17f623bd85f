/** A small count beside a label, e.g. unread messages; `label` says what is counted to screen readers. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-0.5 rounded-full bg-accent-600 px-1.5 font-semibold text-[0.6875rem] text-white leading-5 tabular-nums">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  )
}
