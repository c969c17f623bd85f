import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import type { PortfolioCompany } from '@app/sample-data/types'
import { cn } from '@app/ui/lib/utils'
import { Mail } from 'lucide-react'

export function CompanyActions({ company, className }: { company: PortfolioCompany; className?: string }) {
  return (
    // Side by side while both fit; with larger text on a phone, Details goes under Contact.
    <div className={cn('flex flex-wrap gap-2', className)}>
      <PreviewOnlyButton action="Contact" variant="outline" size="sm" className="flex-1 sm:flex-none">
        <Mail aria-hidden="true" />
        Contact
        <span className="sr-only"> {company.name}</span>
      </PreviewOnlyButton>
      <PreviewOnlyButton action="Details" variant="ghost" size="sm" className="flex-1 sm:flex-none">
        Details
        <span className="sr-only"> of {company.name}</span>
      </PreviewOnlyButton>
    </div>
  )
}
