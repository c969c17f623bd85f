import { NotFoundPanel } from '@app/ui/components/not-found-panel'

export function NotFoundScreen() {
  return (
    <NotFoundPanel
      description="This part of the founder preview doesn't exist. Your dashboard is one click away."
      homeHref="/"
      homeLabel="Back to Dashboard"
    />
  )
}
