import type { PreviewApp } from '@app/preview-kit'
import { BRAND_NAME } from '@app/site-config/brand'
import { BarChart3, Briefcase, Compass, LayoutDashboard } from 'lucide-react'

/** The investor area (docs/previews.md): the screen list drives routes, nav, titles and each page's HTML. */
export const investorApp: PreviewApp = {
  areaLabel: 'Investor Preview',
  brandName: BRAND_NAME,
  notFoundDescription:
    "This part of the investor preview doesn't exist. Every screen is in the navigation at the top (behind the menu button on smaller screens).",
  // Each screen is its own chunk: the dashboard (the usual first route) never pays for the others' charts.
  screens: [
    {
      label: 'Dashboard',
      path: 'dashboard',
      description: `Preview the ${BRAND_NAME} investor workspace: AI-scored deal flow, portfolio health and upcoming events at a glance.`,
      icon: LayoutDashboard,
    },
    {
      label: 'Discover',
      path: 'discover',
      description:
        'Search startups by name, description or location, filter them by sector and stage, sort them by Vibe Score and save the ones that fit your thesis.',
      icon: Compass,
    },
    {
      label: 'My Portfolio',
      path: 'portfolio',
      description: "Follow every portfolio company's Vibe Score, health and performance in one place.",
      icon: Briefcase,
    },
    {
      label: 'Analytics',
      path: 'analytics',
      description: `Portfolio returns, sector and stage performance over time, top performers and new opportunities on ${BRAND_NAME}.`,
      icon: BarChart3,
    },
  ],
}
