import { Button } from '@app/ui/components/button'
import { describeError, UNEXPECTED_ERROR_TITLE } from '@app/ui-patterns/lib/describe-error'
import { TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'

/**
 * An unexpected rendering or routing failure (a screen that throws, a screen whose code cannot be fetched while
 * the visitor is offline) shows "Unexpected Application Error!" with the message, instead of a blank page, and
 * logs it (docs/messages.md). Online, a screen whose code is gone after a redeploy never gets here: React
 * Router loads its address as a full page instead (our patch of React Router, see pnpm-workspace.yaml).
 */
export function PreviewRouteError() {
  const error = useRouteError()
  const { message, stack } = describeError(error)
  // The browser knows for sure only when it is offline (on the server, or online, this is false).
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-card"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-danger-soft text-danger">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-2xl tracking-tight">{UNEXPECTED_ERROR_TITLE}</h1>
      <p className="text-pretty text-muted-foreground">
        {offline
          ? 'This screen could not load because you are offline. Check your connection, then reload the page.'
          : 'Something went wrong while showing this screen. Reloading usually fixes it.'}
      </p>
      <p className="max-w-full break-words rounded-lg bg-muted px-3 py-2 font-mono text-sm">{message}</p>
      {stack ? (
        <details className="w-full text-left">
          <summary className="cursor-pointer text-muted-foreground text-sm">Technical details</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs">{stack}</pre>
        </details>
      ) : null}
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  )
}
