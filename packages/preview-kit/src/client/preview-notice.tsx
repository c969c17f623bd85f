import { Button, type ButtonProps } from '@app/ui/components/button'
import { loadToaster } from '@app/ui/lib/load-toaster'
import { createContext, useCallback, useContext } from 'react'

/**
 * Where "Get Early Access" leads from inside a preview (the marketing site's form, which may be on another
 * origin). The preview shell provides it around every screen and the error page; there is no default, so a
 * notice outside the shell fails loudly instead of linking to a path this package would have to spell.
 */
export const EarlyAccessHrefContext = createContext<string | null>(null)

const NOTICE_ID = 'preview-notice'

/**
 * Explains, in a toast (an aria-live status the visitor can also reach with Alt+T), that an action needs the
 * real product, with a link to Get Early Access. One toast is reused so repeated clicks don't pile up.
 */
export function usePreviewNotice(): (action: string) => Promise<void> {
  const earlyAccessHref = useContext(EarlyAccessHrefContext)
  if (earlyAccessHref === null) throw new Error('usePreviewNotice needs the preview shell around it')
  return useCallback(
    async (action: string) => {
      const message = `${action} isn't available in the preview`
      // The toaster is loaded with the first notice of a visit, not with the page.
      const toast = await loadToaster().catch(() => undefined)
      if (!toast) {
        // The toaster's code could not arrive (the connection dropped after the page did): the browser's own
        // alert says it instead, so a press never ends in silence. The next press fetches the toaster again.
        window.alert(message)
        return
      }
      toast.info(message, {
        id: NOTICE_ID,
        description: (
          <span>
            This preview runs on sample data.{' '}
            <a href={earlyAccessHref} className="font-semibold text-accent-700 underline underline-offset-2">
              Get Early Access
            </a>{' '}
            to use it with your own data.
          </span>
        ),
      })
    },
    [earlyAccessHref],
  )
}

type PreviewOnlyButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The action's name as the visitor knows it, e.g. "Schedule Session". */
  action: string
}

/** A button for an action the preview cannot perform: it answers with the preview notice instead of nothing. */
export function PreviewOnlyButton({ action, ...props }: PreviewOnlyButtonProps) {
  const notice = usePreviewNotice()
  return <Button {...props} onClick={() => void notice(action)} />
}
