import type { ResourceType } from '@app/sample-data/types'
import { CirclePlay, FileText, GraduationCap, type LucideIcon, Newspaper, Wrench } from 'lucide-react'

export const resourceTypeMeta: Record<ResourceType, { label: string; icon: LucideIcon }> = {
  template: { label: 'Template', icon: FileText },
  guide: { label: 'Guide', icon: GraduationCap },
  video: { label: 'Video', icon: CirclePlay },
  article: { label: 'Article', icon: Newspaper },
  tool: { label: 'Tool', icon: Wrench },
}
