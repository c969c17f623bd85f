import { Outlet, useLocation } from 'react-router'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'

export default function SiteLayout() {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-card"
      >
        Skip to content
      </a>
      <SiteHeader currentPath={pathname} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter currentPath={pathname} />
    </div>
  )
}
