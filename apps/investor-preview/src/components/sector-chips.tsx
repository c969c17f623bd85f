import { Toggle } from '@app/ui/components/toggle'
import { SECTOR_CHIPS, type SectorFilter } from '../lib/discover.ts'

type SectorChipsProps = {
  value: SectorFilter
  onChange: (sector: SectorFilter) => void
  className?: string
}

/** One chip per sector (`SECTOR_CHIPS`), exactly one pressed; pressing the pressed chip keeps it selected. */
export function SectorChips({ value, onChange, className }: SectorChipsProps) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">Sector</legend>
      <ul className="flex flex-wrap gap-2">
        {SECTOR_CHIPS.map((chip) => (
          <li key={chip.value}>
            <Toggle
              variant="chip"
              size="sm"
              pressed={chip.value === value}
              onPressedChange={() => onChange(chip.value)}
            >
              {chip.label}
            </Toggle>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
