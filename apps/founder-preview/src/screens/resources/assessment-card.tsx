import { PreviewOnlyButton } from '@app/preview-kit/client/preview-notice'
import { ClipboardList } from 'lucide-react'

export function AssessmentCard() {
  return (
    <section
      aria-labelledby="assessment-heading"
      className="flex flex-col gap-3 rounded-2xl bg-gradient-brand p-6 text-white shadow-accent-600/20 shadow-lg"
    >
      <ClipboardList className="size-7" aria-hidden="true" />
      <h2 id="assessment-heading" className="font-semibold text-lg">
        Get personalised resources
      </h2>
      <p className="text-pretty text-sm text-white/90 leading-relaxed">
        Answer 12 quick questions and we'll match guides, templates and tools to your biggest gaps.
      </p>
      <PreviewOnlyButton
        action="Take Assessment"
        variant="secondary"
        className="mt-1 w-fit bg-white text-accent-700 hover:bg-white/90"
      >
        Take Assessment
      </PreviewOnlyButton>
    </section>
  )
}
