/** Placeholder blocks in the shape of a screen while its chunk loads. */
export function PreviewSkeleton() {
  return (
    <div aria-busy="true" className="flex animate-pulse flex-col gap-6 motion-reduce:animate-none">
      <span className="sr-only">Loading…</span>
      <div className="h-9 w-64 max-w-full rounded-lg bg-muted-strong" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="h-32 rounded-2xl bg-card shadow-card" />
        ))}
      </div>
      <div className="h-80 rounded-2xl bg-card shadow-card" />
    </div>
  )
}
