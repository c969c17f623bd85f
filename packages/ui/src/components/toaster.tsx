import type * as React from 'react'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

// Sonner's own colour variables, pointed at the theme so toasts use the same semantic palette as badges.
const themeColours = {
  '--normal-bg': 'var(--color-card)',
  '--normal-text': 'var(--color-foreground)',
  '--normal-border': 'var(--color-border)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-text': 'var(--color-success)',
  '--success-border': 'color-mix(in oklch, var(--color-success) 25%, transparent)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-text': 'var(--color-danger)',
  '--error-border': 'color-mix(in oklch, var(--color-danger) 25%, transparent)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-text': 'var(--color-warning)',
  '--warning-border': 'color-mix(in oklch, var(--color-warning) 25%, transparent)',
  '--info-bg': 'var(--color-info-soft)',
  '--info-text': 'var(--color-info)',
  '--info-border': 'color-mix(in oklch, var(--color-info) 25%, transparent)',
  '--border-radius': 'var(--radius-xl)',
} as React.CSSProperties

// Both sites keep a 4rem header stuck to the top of the window: a toast at the top sits just below it, so it
// never covers the logo or the menu button. Centred, as the previews show it: their screens' actions sit at
// the right of the page heading, where a toast would cover the next one a visitor presses. (The site's forms
// place theirs at the right, clear of their fields: waitlist/toasts.ts.) Under 600 px it spans the screen.
const BELOW_STICKY_HEADER = 'calc(4rem + 1rem)'

function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      richColors
      closeButton
      offset={{ top: BELOW_STICKY_HEADER }}
      mobileOffset={{ top: BELOW_STICKY_HEADER }}
      className="toaster"
      style={{ ...themeColours, ...style }}
      toastOptions={{
        classNames: {
          // A toast is a stop of the Tab key once Alt+T has taken focus into the toaster; Sonner's own style takes
          // its outline away (`outline: 0`, outside any layer, so it beats the theme's ring): the ring is put back.
          toast:
            'font-sans! shadow-card-hover! text-sm focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-solid! focus-visible:outline-(--focus-ring)!',
          title: 'font-semibold',
          // Sonner draws its close button 20 px square: a target at least 24 px square is easier to hit.
          closeButton: 'size-6!',
        },
      }}
      {...props}
    />
  )
}

/**
 * How long the toaster's live region is in the page, empty, before its first toast is put in. A live region
 * announces what changes in it, not what arrives with it: the toaster is loaded with the first toast of a visit,
 * and a toast put in with the region, in the same frame, is not read. A tenth of a second, as React Aria's
 * announcer waits for Safari with VoiceOver, and at least two drawn frames, in which the browser tells the screen
 * reader about the new region: on a busy phone a tenth of a second can pass within one frame.
 */
const LIVE_REGION_SETTLE_MS = 100
const LIVE_REGION_SETTLE_FRAMES = 2

function SettlingToaster({ onSettled }: { onSettled: () => void }) {
  // After the commit that put the region in the page.
  useEffect(() => {
    let unmounted = false
    const framesDrawn = (count: number): Promise<void> =>
      new Promise((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(count)
      })
    const timePassed = new Promise((resolve) => setTimeout(resolve, LIVE_REGION_SETTLE_MS))
    Promise.all([timePassed, framesDrawn(LIVE_REGION_SETTLE_FRAMES)]).then(() => {
      if (!unmounted) onSettled()
    })
    return () => {
      unmounted = true
    }
  }, [onSettled])
  return <Toaster />
}

/**
 * Renders the one toaster in a root of its own at the end of the page (toasts follow actions; the page's own
 * markup has no place for them). Resolves once its live region has been in the page long enough for a screen
 * reader to announce the first toast: show toasts only after it has.
 */
function mountToaster(): Promise<void> {
  const container = document.createElement('div')
  document.body.append(container)
  return new Promise((resolve) => createRoot(container).render(<SettlingToaster onSettled={resolve} />))
}

export { toast } from 'sonner'
export { mountToaster }
