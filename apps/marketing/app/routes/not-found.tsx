import { NotFoundPanel } from '@app/ui-patterns/not-found-panel'
import { pageMeta } from '../components/seo'
import type { Route } from './+types/not-found'

// Its script logs the visited path to the console: hosts serve this page, prerendered at /404, for any
// unknown address, so the path comes from the browser, never from the build.
export const handle = { island: 'not-found' }

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    path: '/404',
    noIndex: true,
  })

export default function NotFound() {
  return (
    <div className="px-4 py-16 md:py-24">
      <NotFoundPanel title="Oops! Page not found" homeHref="/" homeLabel="Return Home" />
    </div>
  )
}
