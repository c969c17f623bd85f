import { unmarkHeldPresses } from '@app/page-runtime/client/replay-early-input'
import { act, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PreviewHeadScripts } from '../client/preview-head-scripts.tsx'
import { PreviewRoot } from '../client/preview-root.tsx'
import { useSessionSet } from '../client/use-session-strings.tsx'
import { useUrlView } from '../client/use-url-view.tsx'
import { oneOf } from '../url-view.ts'
import { renderDocument } from './render-document.tsx'

const listView = { sector: oneOf(['all', 'fintech'], 'all') }
const SAVED_KEY = 'test-preview:saved'

function ListScreen() {
  const [{ sector }, updateView] = useUrlView(listView)
  const [saved, toggleSaved] = useSessionSet(SAVED_KEY)
  return (
    <>
      <h1>Deals</h1>
      <p>Sector: {sector}</p>
      <p>Saved: {[...saved].join(', ') || 'none'}</p>
      <button type="button" onClick={() => updateView({ sector: 'fintech' })}>
        Fintech
      </button>
      <button type="button" onClick={() => toggleSaved('Ledgerly', true)}>
        Save Ledgerly
      </button>
    </>
  )
}

const routes: RouteObject[] = [
  { path: '/deals', Component: ListScreen },
  { path: '/other', element: <h1>Other</h1> },
]

/** A page as the kit draws it, in miniature: the head script's element first, then the app in its root. */
function Page({ children }: { children: ReactNode }) {
  return (
    <div id="page">
      <PreviewHeadScripts />
      <PreviewRoot>{children}</PreviewRoot>
    </div>
  )
}

/** The page at `pathname` as the prerender writes it (both passes), with the router the framework uses. */
async function prerenderAt(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const draw = async () => {
    const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')))
    if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`)
    return (
      <Page>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Page>
    )
  }
  return renderDocument(await draw(), await draw())
}

/** The page opened at `address`: its markup in the document and its head script run, as a browser would. */
async function openPrerendered(address: string) {
  const url = new URL(address, 'http://localhost')
  const html = await prerenderAt(url.pathname)
  window.history.replaceState(null, '', url.pathname + url.search)
  document.body.innerHTML = html
  const element = document.querySelector('#page > script') as HTMLScriptElement
  // The browser runs an inline script as it parses it, as `document.currentScript`; markup set through
  // innerHTML does not run, so run it here the same way.
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true })
  new Function(element.textContent ?? '')()
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
  return element
}

let root: Root | undefined

/**
 * Hydrates the page as the browser does and waits for it to settle; returns what React reported, leaving out the
 * dev-only note that the server renderer (the prerender above, in the same test realm) used the same contexts.
 */
async function hydrate() {
  const errors = vi.spyOn(console, 'error')
  const reported = () =>
    errors.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'))
  // As startPreviewApp does before it hydrates (the document there, the body here).
  unmarkHeldPresses(document.body)
  await act(async () => {
    root = hydrateRoot(
      document.body,
      <Page>
        <RouterProvider router={createBrowserRouter(routes, { hydrationData: {} })} />
      </Page>,
    )
  })
  await act(async () => {})
  return reported()
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-view-pending')
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('renderDocument', () => {
  it('draws the screen with the default view and empty lists', async () => {
    const html = await prerenderAt('/deals')
    expect(html).toContain('<h1>Deals</h1>')
    expect(html).toContain('Sector: <!-- -->all')
    expect(html).toContain('Saved: <!-- -->none')
  })

  it('names, in the head script before the screen, the view parameters and session lists it reads, and no others', async () => {
    const deals = await prerenderAt('/deals')
    const named = deals.indexOf('data-view-params="sector" data-view-session-keys="test-preview:saved"')
    expect(named).toBeGreaterThan(0)
    expect(named).toBeLessThan(deals.indexOf('<h1>'))
    const other = await prerenderAt('/other')
    expect(other).toMatch(/<script>\(function\(\)\{.+\}\)\(\);?<\/script>/)
    expect(other).not.toMatch(/data-view-params=|data-view-session-keys=/)
  })
})

describe('a prerendered page in the browser', () => {
  it('hydrates without a mismatch and answers a click made before hydration', async () => {
    await openPrerendered('/deals')
    expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
    // The visitor clicks the prerendered button before the code has arrived: the head script holds it.
    screen.getByRole('button', { name: 'Save Ledgerly' }).click()
    expect(screen.getByText('Saved: none')).toBeTruthy()
    const errors = await hydrate()
    expect(errors).toEqual([])
    expect(screen.getByText('Saved: Ledgerly')).toBeTruthy()
  })

  it.each([
    ['a shared link', '/deals?sector=fintech', () => {}, 'Sector: fintech'],
    ['a session list', '/deals', () => sessionStorage.setItem(SAVED_KEY, '["Ledgerly"]'), 'Saved: Ledgerly'],
  ])(
    'with %s: hides the screen until it shows that view, without a mismatch',
    async (_, address, arrange, shown) => {
      arrange()
      await openPrerendered(address)
      expect(document.documentElement.hasAttribute('data-view-pending')).toBe(true)
      const errors = await hydrate()
      expect(errors).toEqual([])
      expect(screen.getByText(shown)).toBeTruthy()
      expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
    },
  )

  it('does not hide the screen for a query that is not part of its view', async () => {
    await openPrerendered('/deals?utm_source=mail')
    expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
  })
})
