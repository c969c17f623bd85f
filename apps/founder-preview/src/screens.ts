import { BookOpen, Bot, LayoutDashboard, type LucideIcon, TrendingUp, Users } from 'lucide-react'
import type { ComponentType } from 'react'

export interface FounderScreen {
  /** Nav label, also the screen's document title. */
  label: string
  path: string
  icon: LucideIcon
  /** Loads the screen's own route chunk. */
  load: () => Promise<{ Component: ComponentType }>
}

/** Shown both at the area's index and at `dashboard`. */
export const dashboardScreen: FounderScreen = {
  label: 'Dashboard',
  path: 'dashboard',
  icon: LayoutDashboard,
  load: async () => ({
    Component: (await import('./screens/dashboard/dashboard-screen.tsx')).DashboardScreen,
  }),
}

/** The founder area's screens in nav order (spec §2 "Founder area"). */
export const founderScreens: FounderScreen[] = [
  dashboardScreen,
  {
    label: 'AI Cofounder',
    path: 'ai-cofounder',
    icon: Bot,
    load: async () => ({
      Component: (await import('./screens/ai-cofounder/ai-cofounder-screen.tsx')).AiCofounderScreen,
    }),
  },
  {
    label: 'Progress',
    path: 'progress',
    icon: TrendingUp,
    load: async () => ({
      Component: (await import('./screens/progress/progress-screen.tsx')).ProgressScreen,
    }),
  },
  {
    label: 'Connect',
    path: 'connect',
    icon: Users,
    load: async () => ({ Component: (await import('./screens/connect/connect-screen.tsx')).ConnectScreen }),
  },
  {
    label: 'Resources',
    path: 'resources',
    icon: BookOpen,
    load: async () => ({
      Component: (await import('./screens/resources/resources-screen.tsx')).ResourcesScreen,
    }),
  },
]
