import { BRAND_NAME } from '@app/ui/brand'
import type { PreviewApp } from '@app/ui-patterns/lib/preview-app'
import { BookOpen, Bot, LayoutDashboard, TrendingUp, Users } from 'lucide-react'

/** The founder area (spec §2 "Founder area"): the screen list drives routes, nav, titles and each page's HTML. */
export const founderApp: PreviewApp = {
  areaLabel: 'Founder Preview',
  brandName: BRAND_NAME,
  notFoundDescription: "This part of the founder preview doesn't exist. Your dashboard is one click away.",
  screens: [
    {
      label: 'Dashboard',
      path: 'dashboard',
      description: `Preview the ${BRAND_NAME} founder cockpit: your startup health score, today's priority, weekly OKRs and recommended resources.`,
      icon: LayoutDashboard,
      load: async () => ({
        Component: (await import('./screens/dashboard/dashboard-screen.tsx')).DashboardScreen,
      }),
    },
    {
      label: 'AI Cofounder',
      path: 'ai-cofounder',
      description: `Ask the ${BRAND_NAME} AI cofounder about strategy, fundraising and growth, with answers grounded in your startup's numbers.`,
      icon: Bot,
      load: async () => ({
        Component: (await import('./screens/ai-cofounder/ai-cofounder-screen.tsx')).AiCofounderScreen,
      }),
    },
    {
      label: 'Progress',
      path: 'progress',
      description:
        'Track your Vibe Score over time, its category breakdown, milestones and where to improve next.',
      icon: TrendingUp,
      load: async () => ({
        Component: (await import('./screens/progress/progress-screen.tsx')).ProgressScreen,
      }),
    },
    {
      label: 'Connect',
      path: 'connect',
      description: `Discover investors matched to your startup on ${BRAND_NAME}, and follow your connections and messages.`,
      icon: Users,
      load: async () => ({ Component: (await import('./screens/connect/connect-screen.tsx')).ConnectScreen }),
    },
    {
      label: 'Resources',
      path: 'resources',
      description: `Guides, templates, events and courses for founders, picked by ${BRAND_NAME} for your startup's stage.`,
      icon: BookOpen,
      load: async () => ({
        Component: (await import('./screens/resources/resources-screen.tsx')).ResourcesScreen,
      }),
    },
  ],
}
