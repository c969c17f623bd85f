import { Button } from '@app/ui/components/button'
import { TriangleExclamationPoint } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` }
  if (error instanceof Error) return { message: error.message, stack: error.stack }
  return { message: String(error) }
}

/** Shown instead of a blank page when a screen throws or its chunk fails to load (e.g. after a redeploy). */
export function RouteError() {
  const { message, stack } = describe(useRouteError())
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-card"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-danger-soft text-danger">
        <TriangleExclamationPoint className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-2xl tracking-tight">Unexpected Application Error!</h1>
      <p className="text-pretty text-muted-foreground">
        Something went wrong while showing this screen. Reloading usually fixes it.
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
