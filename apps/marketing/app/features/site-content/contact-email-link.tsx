import { siteContent } from '@app/site-content'
import { cn } from '@app/ui/lib/utils'
import { SampleBadge } from './sample-badge'

/** The company's contact address as a mailto link (footer and legal pages), marked while it is a sample. */
export function ContactEmailLink({ className }: { className?: string }) {
  const at = siteContent.contactEmail.lastIndexOf('@')
  const mailbox = siteContent.contactEmail.slice(0, at)
  const domain = siteContent.contactEmail.slice(at + 1)
  return (
    <>
      {/*
        An address has no place to break a line, and a narrow footer column (320 px) cannot hold one: it may
        break after the @, and a longer part anywhere.
      */}
      <a href={`mailto:${siteContent.contactEmail}`} className={cn('wrap-anywhere', className)}>
        {mailbox}@<wbr />
        {domain}
      </a>
      <SampleBadge fact="contactEmail" className="ml-1.5 align-middle" />
    </>
  )
}
