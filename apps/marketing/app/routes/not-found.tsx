import { NotFoundPanel } from '@app/ui/components/not-found-panel'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageMeta } from '../components/seo'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    path: '/404',
    noIndex: true,
  })

export default function NotFound() {
  // Hosts serve the page prerendered at /404 for any unknown address, so the path comes from the
  // browser's real location after hydration, never from the build.
  const { pathname } = useLocation()
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`)
  }, [pathname])

  return (
    <div className="px-4 py-16 md:py-24">
      <NotFoundPanel title="Oops! Page not found" homeHref="/" homeLabel="Return Home" />
    </div>
  )
}
