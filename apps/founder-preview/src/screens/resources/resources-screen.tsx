import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { PageHeader } from '@app/ui/components/page-header'
import { Bookmark, CalendarDays } from 'lucide-react'
import { AssessmentCard } from './assessment-card.tsx'
import { FeaturedResources } from './featured-resources.tsx'
import { MostPopularCard } from './most-popular-card.tsx'
import { ResourceLibrary } from './resource-library.tsx'
import { UpcomingEventsCard } from './upcoming-events-card.tsx'

export function ResourcesScreen() {
  return (
    <>
      <PageHeader
        title="Resources"
        description="Templates, guides, videos and tools picked for founders at your stage."
        actions={
          <>
            <PreviewOnlyButton action="Saved" variant="outline">
              <Bookmark aria-hidden="true" />
              Saved
            </PreviewOnlyButton>
            <PreviewOnlyButton action="Events" variant="outline">
              <CalendarDays aria-hidden="true" />
              Events
            </PreviewOnlyButton>
          </>
        }
      />
      <div className="flex flex-col gap-8">
        <FeaturedResources />
        {/* One column on a phone, as wide as the screen whatever the library and the aside hold. */}
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ResourceLibrary />
          </div>
          <aside aria-label="Events and recommendations" className="flex flex-col gap-6">
            <UpcomingEventsCard />
            <AssessmentCard />
            <MostPopularCard />
          </aside>
        </div>
      </div>
    </>
  )
}
