import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotFoundPanel } from './not-found-panel.tsx'

/** The in-app 404: spec §2 logs the path the visitor tried. */
export function PreviewNotFound({ description, homeLabel }: { description: string; homeLabel: string }) {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return <NotFoundPanel description={description} homeHref="/" homeLabel={homeLabel} />
}
