import type { PreviewApp } from '@app/preview-kit'
import { BRAND_NAME } from '@app/site-config/brand'
import { BookOpen, Bot, LayoutDashboard, TrendingUp, Users } from 'lucide-react'

/** The founder area (docs/previews.md): the screen list drives routes, nav, titles and each page's HTML. */
export const founderApp: PreviewApp = {
  areaLabel: 'Founder Preview',
  brandName: BRAND_NAME,
  notFoundDescription:
    "This part of the founder preview doesn't exist. Every screen is in the navigation at the top (behind the menu button on smaller screens).",
  screens: [
    {
      label: 'Dashboard',
      path: 'dashboard',
      description: `Preview the ${BRAND_NAME} founder cockpit: your startup health score, today's priority, weekly OKRs and recommended resources.`,
      icon: LayoutDashboard,
    },
    {
      label: 'AI Cofounder',
      path: 'ai-cofounder',
      description: `Ask the ${BRAND_NAME} AI cofounder about strategy, fundraising and growth, with answers grounded in your startup's numbers.`,
      icon: Bot,
    },
    {
      label: 'Progress',
      path: 'progress',
      description:
        'Track your Vibe Score over time, its category breakdown, milestones and where to improve next.',
      icon: TrendingUp,
    },
    {
      label: 'Connect',
      path: 'connect',
      description: `Discover investors matched to your startup on ${BRAND_NAME}, and follow your connections and messages.`,
      icon: Users,
    },
    {
      label: 'Resources',
      path: 'resources',
      description: `Guides, templates, videos, articles and tools for founders, with upcoming events, picked by ${BRAND_NAME} for your startup's stage.`,
      icon: BookOpen,
    },
  ],
}
