import { PreviewLayout } from '@app/ui/components/preview-layout'
import { PreviewTopBar } from '@app/ui/components/preview-top-bar'
import { useEffect, useLayoutEffect } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router'
import { AREA_LABEL, documentTitle } from '../document-title.ts'
import { marketingHref } from '../env.ts'
import type { ScreenHandle } from '../routes.tsx'
import { dashboardScreen, founderScreens } from '../screens.ts'

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  )
}

export function FounderLayout() {
  const { pathname } = useLocation()
  const handle = useMatches().at(-1)?.handle
  const title = isScreenHandle(handle) ? handle.title : undefined

  // The path is the trigger: spec §2 scrolls to the top on every path change.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])

  const navItems = founderScreens.map((screen) => ({
    label: screen.label,
    icon: screen.icon,
    to: `/${screen.path}`,
    end: true,
    alsoAtIndex: screen === dashboardScreen,
  }))

  return (
    <PreviewLayout
      topBar={
        <PreviewTopBar
          areaLabel={AREA_LABEL}
          navItems={navItems}
          homeHref={marketingHref('/')}
          earlyAccessHref={marketingHref('/get-early-access')}
        />
      }
    >
      <Outlet />
    </PreviewLayout>
  )
}
