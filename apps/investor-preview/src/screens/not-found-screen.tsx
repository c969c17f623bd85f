import { NotFoundPanel } from '@app/ui/components/not-found-panel'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../paths.ts'
import { useScreenTitle } from '../use-screen-title.ts'

export function NotFoundScreen() {
  const { pathname } = useLocation()
  useScreenTitle('Page not found')
  useEffect(() => {
    // Spec §2: the not-found page logs the bad path.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <NotFoundPanel
      description="This part of the investor preview does not exist. The dashboard has everything to get started."
      homeHref={paths.home}
      homeLabel="Back to Dashboard"
    />
  )
}
