import { siteContent } from '@app/site-content'
import { SampleBadge } from './sample-badge'

/** The company's contact address as a mailto link (footer and legal pages), marked while it is a sample. */
export function ContactEmailLink({ className }: { className?: string }) {
  return (
    <>
      <a href={`mailto:${siteContent.contactEmail}`} className={className}>
        {siteContent.contactEmail}
      </a>
      <SampleBadge fact="contactEmail" className="ml-1.5 align-middle" />
    </>
  )
}
