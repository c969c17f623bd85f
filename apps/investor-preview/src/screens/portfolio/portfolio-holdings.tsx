import { investorPortfolioCompanies } from '@app/sample-data/investor'
import { Card } from '@app/ui/components/card'
import { cn } from '@app/ui/lib/utils'
import { LayoutGrid, List } from 'lucide-react'
import { OptionGroup, type OptionGroupOption } from '../../components/option-group.tsx'
import { VibeScoreLegend } from '../../components/vibe-score-legend.tsx'
import { CompanyGridCard } from './company-grid-card.tsx'
import { CompanyListRow } from './company-list-row.tsx'
import { listColumns, type PortfolioView } from './portfolio-view.ts'

const viewOptions: OptionGroupOption<PortfolioView>[] = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
]

type PortfolioHoldingsProps = {
  view: PortfolioView
  onViewChange: (view: PortfolioView) => void
}

/** The Companies section: every holding as a card (grid view) or a table row (list view). */
export function PortfolioHoldings({ view, onViewChange }: PortfolioHoldingsProps) {
  return (
    <section aria-labelledby="holdings-heading" className="mt-8">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="holdings-heading" className="font-semibold text-foreground text-lg">
            Companies
          </h2>
          <VibeScoreLegend className="mt-1" />
        </div>
        {/* Beside the heading (from 640 px) the legend takes the room it needs and wraps its own items; the toggle
            must not shrink, or on a tablet (768 px) Grid view and List view break onto two rows. */}
        <OptionGroup
          label="Layout"
          options={viewOptions}
          value={view}
          onChange={onViewChange}
          className="self-start sm:shrink-0"
        />
      </div>

      {view === 'grid' ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {investorPortfolioCompanies.map((company) => (
            <li key={company.name}>
              <CompanyGridCard company={company} />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="gap-0 py-0">
          <div
            aria-hidden="true"
            className={cn(
              'hidden gap-4 border-border border-b px-5 py-3 font-medium text-muted-foreground text-xs lg:grid',
              listColumns,
            )}
          >
            <span>Company</span>
            <span>Investment</span>
            <span>Date</span>
            <span>Vibe Score</span>
          </div>
          <ul className="divide-y divide-border">
            {investorPortfolioCompanies.map((company) => (
              <li key={company.name}>
                <CompanyListRow company={company} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}
