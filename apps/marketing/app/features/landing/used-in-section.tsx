import { Globe2 } from 'lucide-react'
import { countries } from './landing-content'

export function UsedInSection() {
  return (
    <section aria-labelledby="used-in-heading" className="py-16 md:py-20">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 text-center sm:px-6 lg:px-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-50 text-accent-700">
          <Globe2 className="size-6" aria-hidden="true" />
        </span>
        <h2 id="used-in-heading" className="mt-5 font-bold text-3xl text-foreground tracking-tight">
          Already used by startups around the world
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-2.5">
          {countries.map((country) => (
            <li
              key={country}
              className="rounded-full border border-border bg-card px-4 py-1.5 font-medium text-foreground text-sm shadow-xs"
            >
              {country}
            </li>
          ))}
          <li className="rounded-full px-4 py-1.5 font-medium text-muted-foreground text-sm">and more</li>
        </ul>
      </div>
    </section>
  )
}
