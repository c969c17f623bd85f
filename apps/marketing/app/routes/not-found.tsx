import { NOT_FOUND_TITLE } from '@app/ui/lib/chrome-text'
import { NOT_FOUND_DESCRIPTION, NotFoundPanel } from '@app/ui-patterns/not-found-panel'
import { notFoundPageMeta } from '../components/seo'
import type { PageHandle } from '../runtime/page-handle'
import type { Route } from './+types/not-found'

// The page script logs the visited path: hosts serve this page, prerendered at /404, for any unknown address,
// so the path comes from the browser, never from the build.
export const handle: PageHandle = { logNotFound: true }

export const meta: Route.MetaFunction = () =>
  notFoundPageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION })

export default function NotFound() {
  return (
    <div className="px-4 py-16 md:py-24">
      <NotFoundPanel />
    </div>
  )
}
