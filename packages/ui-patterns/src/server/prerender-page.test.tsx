import { act, screen } from '@testing-library/react'
import { LayoutDashboard, Sparkles } from 'lucide-react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PreviewApp } from '../lib/preview-app.ts'
import { oneOf } from '../lib/url-view.ts'
import { previewRoutes } from '../preview-routes.tsx'
import { startPreviewApp } from '../start-preview-app.tsx'
import { useSessionSet } from '../use-session-strings.tsx'
import { useUrlView } from '../use-url-view.tsx'
import { prerenderPage } from './prerender-page.tsx'

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

function OtherScreen() {
  return <h1>Other</h1>
}

const app: PreviewApp = {
  areaLabel: 'Test Preview',
  brandName: 'Brand',
  notFoundDescription: 'Nothing here.',
  screens: [
    {
      label: 'Deals',
      path: 'deals',
      description: 'd',
      icon: LayoutDashboard,
      load: async () => ({ Component: ListScreen }),
    },
    {
      label: 'Other',
      path: 'other',
      description: 'd',
      icon: Sparkles,
      load: async () => ({ Component: OtherScreen }),
    },
  ],
}
const links = { homeHref: '/', earlyAccessHref: '/get-early-access' }

/** The page as the build writes it: the prerendered markup in #root, its head script run, at `address`. */
async function loadPrerenderedPage(address: string) {
  const url = new URL(address, 'http://localhost')
  const page = await prerenderPage(previewRoutes(app, links), '/test', url.pathname)
  window.history.replaceState(null, '', url.pathname + url.search)
  document.body.innerHTML = `<div id="root" data-island>${page.html}</div>`
  new Function(page.headScript)()
  return page
}

/** Hydrates as the browser does (a fresh route table, as a fresh page load has) and waits for it to settle. */
async function hydrate() {
  const errors = vi.spyOn(console, 'error')
  await act(() => startPreviewApp(previewRoutes(app, links), '/test'))
  await act(async () => {})
  return errors
}

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-view-pending')
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('prerenderPage', () => {
  it('draws the screen at its address inside the preview frame, with the default view and empty lists', async () => {
    const { html } = await prerenderPage(previewRoutes(app, links), '/test', '/test/deals')
    expect(html).toContain('<h1>Deals</h1>')
    expect(html).toContain('Sector: <!-- -->all')
    expect(html).toContain('Saved: <!-- -->none')
    expect(html).toContain('Test Preview')
  })

  it('draws the 404 screen for any other address', async () => {
    const { html } = await prerenderPage(previewRoutes(app, links), '/test', '/test/404.html')
    expect(html).toContain('Oops! Page not found')
  })

  it('names the view parameters and session lists the screen reads in its head script, and no others', async () => {
    const deals = await prerenderPage(previewRoutes(app, links), '/test', '/test/deals')
    expect(deals.headScript).toContain('["sector"],["test-preview:saved"]')
    const other = await prerenderPage(previewRoutes(app, links), '/test', '/test/other')
    expect(other.headScript).not.toContain('data-view-pending')
  })
})

describe('a prerendered page in the browser', () => {
  it('hydrates without a mismatch and answers a click made before hydration', async () => {
    await loadPrerenderedPage('/test/deals')
    expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
    // The visitor clicks the prerendered button before the code has arrived: the head script holds it.
    screen.getByRole('button', { name: 'Save Ledgerly' }).click()
    const errors = await hydrate()
    expect(errors).not.toHaveBeenCalled()
    expect(screen.getByText('Saved: Ledgerly')).toBeTruthy()
    expect(document.getElementById('root')?.hasAttribute('data-island-ready')).toBe(true)
  })

  it.each([
    ['a shared link', '/test/deals?sector=fintech', () => {}, 'Sector: fintech'],
    [
      'a session list',
      '/test/deals',
      () => sessionStorage.setItem(SAVED_KEY, '["Ledgerly"]'),
      'Saved: Ledgerly',
    ],
  ])(
    'with %s: hides the screen until it shows that view, without a mismatch',
    async (_, address, arrange, shown) => {
      arrange()
      await loadPrerenderedPage(address)
      expect(document.documentElement.hasAttribute('data-view-pending')).toBe(true)
      const errors = await hydrate()
      expect(errors).not.toHaveBeenCalled()
      expect(screen.getByText(shown)).toBeTruthy()
      expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
    },
  )

  it('does not hide the screen for a query that is not part of its view', async () => {
    await loadPrerenderedPage('/test/deals?utm_source=mail')
    expect(document.documentElement.hasAttribute('data-view-pending')).toBe(false)
  })
})
