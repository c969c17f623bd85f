import { MAIN_ID, SkipLink } from '@app/ui/components/skip-link'
import { Outlet, useLocation } from 'react-router'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'

export default function SiteLayout() {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader currentPath={pathname} />
      <main id={MAIN_ID} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter currentPath={pathname} />
    </div>
  )
}
