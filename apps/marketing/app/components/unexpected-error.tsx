import { RETURN_HOME } from '@app/ui/lib/chrome-text'
import { UNEXPECTED_ERROR_TITLE } from '@app/ui-patterns/lib/describe-error'

/**
 * The generic fallback screen for an unexpected rendering failure, titled "Unexpected Application Error!":
 * the message and, where available, the stack trace. Shown by the root ErrorBoundary when a page fails to
 * render, and by an island that fails in the browser (app/runtime/define-island.ts).
 */
export function UnexpectedError({ message, stack }: { message: string; stack?: string | undefined }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-4 px-4 py-16">
      <title>{UNEXPECTED_ERROR_TITLE}</title>
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{UNEXPECTED_ERROR_TITLE}</h1>
      <p className="text-lg text-muted-foreground">{message}</p>
      {stack ? (
        <pre className="overflow-x-auto rounded-xl border border-border bg-muted p-4 font-mono text-foreground text-xs leading-relaxed">
          {stack}
        </pre>
      ) : null}
      <a href="/" className="font-semibold text-accent-700 underline-offset-4 hover:underline">
        {RETURN_HOME}
      </a>
    </main>
  )
}
