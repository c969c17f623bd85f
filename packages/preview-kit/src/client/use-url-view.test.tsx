import { act, render, screen } from '@testing-library/react'
import { Suspense, use, useEffect } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { oneOf, text } from '../url-view.ts'
import { RequestedViews, useUrlView } from './use-url-view.tsx'

const fields = { sector: oneOf(['all', 'fintech'], 'all'), q: text() }
type Update = ReturnType<typeof useUrlView<typeof fields>>[1]

/**
 * A screen that cannot draw the fintech view until `gate` settles, so the router's transition to it waits and the
 * screen on show (with its update function, handed to `shown`) is still the one from before the sector was
 * picked, as on a busy phone where the new list takes a while to render.
 */
function HeldScreen({ gate, shown }: { gate: Promise<void>; shown: { update?: Update } }) {
  const [view, update] = useUrlView(fields)
  useEffect(() => {
    shown.update = update
  })
  if (view.sector === 'fintech') use(gate)
  return <p>{`${view.sector} ${view.q}`.trim()}</p>
}

describe('useUrlView while the router holds back rendering a view', () => {
  it('builds the next update on the view asked for, so a search typed at once keeps the sector just picked', async () => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const shown: { update?: Update } = {}
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Suspense fallback={<p>loading</p>}>
            <HeldScreen gate={gate} shown={shown} />
          </Suspense>
        ),
      },
    ])
    render(<RouterProvider router={router} />)
    await screen.findByText('all')

    await act(async () => shown.update?.({ sector: 'fintech' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(router.state.location.search).toBe('?sector=fintech')
    expect(screen.getByText('all')).toBeTruthy()

    await act(async () => shown.update?.({ q: 'london' }, { replace: true }))
    expect(router.state.location.search).toBe('?sector=fintech&q=london')

    await act(async () => open())
    await screen.findByText('fintech london')
  })
})

const params = (query: string) => new URLSearchParams(query)

describe('RequestedViews: what a view update builds on while the router has not rendered the last one', () => {
  it.each([
    { case: 'nothing asked: the params rendered', asked: [], rendered: [], now: '', base: '' },
    {
      case: 'a sector asked, not rendered yet: the sector',
      asked: ['sector=fintech'],
      rendered: [],
      now: '',
      base: 'sector=fintech',
    },
    {
      case: 'two asked, the first rendered: the second',
      asked: ['sector=fintech', 'sector=fintech&q=l'],
      rendered: ['sector=fintech'],
      now: 'sector=fintech',
      base: 'sector=fintech&q=l',
    },
    {
      case: 'two asked, both rendered: the params rendered',
      asked: ['sector=fintech', 'sector=fintech&q=l'],
      rendered: ['sector=fintech', 'sector=fintech&q=l'],
      now: 'sector=fintech&q=l',
      base: 'sector=fintech&q=l',
    },
    {
      case: 'asked, then Back rendered other params: those params',
      asked: ['sector=fintech'],
      rendered: ['sort=name'],
      now: 'sort=name',
      base: 'sort=name',
    },
  ])('$case', ({ asked, rendered, now, base }) => {
    const requested = new RequestedViews()
    for (const view of asked) requested.asked(params(view))
    for (const view of rendered) requested.rendered(params(view))
    expect(requested.base(params(now)).toString()).toBe(base)
  })
})
