import { usePagedList } from '@app/ui/hooks/use-paged-list'
import { cleanup, render, screen } from '@testing-library/react'
import { useMemo } from 'react'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flag, oneOf, text } from '../url-view.ts'
import { useUrlView } from './use-url-view.tsx'

const fields = { saved: flag(), sort: oneOf(['newest', 'name'], 'newest'), q: text() }
const STARTUPS = ['Ledgerly', 'Amberline', 'Quillfeed', 'Corvid', 'Brightpath', 'Dovetail']

/** A list screen in miniature, its controls wired the way the preview screens wire theirs. */
function ListScreen() {
  const [view, updateView] = useUrlView(fields)
  const startups = useMemo(() => (view.sort === 'name' ? STARTUPS.toSorted() : STARTUPS), [view.sort])
  const { visible, hasMore, loadMore } = usePagedList(startups, 2)
  return (
    <>
      <button type="button" aria-pressed={view.saved} onClick={() => updateView({ saved: !view.saved })}>
        Saved
      </button>
      <button type="button" onClick={() => updateView({ sort: 'name' })}>
        Sort by name
      </button>
      <label>
        Search
        <input
          value={view.q}
          onChange={(event) => updateView({ q: event.target.value }, { replace: true })}
        />
      </label>
      <button type="button" onClick={() => updateView({ q: '', saved: false })}>
        Clear
      </button>
      <ul aria-label="Startups">
        {visible.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" onClick={loadMore}>
          Load More
        </button>
      ) : null}
    </>
  )
}

/**
 * What a browser guarantees between two of a visitor's events: the tasks queued by the first may still wait (React
 * Router draws a navigation in a transition, which the scheduler runs in a later task, and a busy phone later
 * still), but every promise callback has run.
 */
async function microtasksSettle() {
  for (let i = 0; i < 100; i++) await Promise.resolve()
}

// Dispatched as the browser does, not through Testing Library's fireEvent: that wraps each event in act(), which
// draws every queued render before returning and would hide what a busy phone shows.
const tap = async (name: string) => {
  screen.getByRole('button', { name }).click()
  await microtasksSettle()
}
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
const type = async (value: string) => {
  const box = screen.getByRole('textbox', { name: 'Search' })
  // The prototype's setter, as the browser's own typing does: React ignores a value set on the element itself.
  setInputValue?.call(box, value)
  box.dispatchEvent(new Event('input', { bubbles: true }))
  await microtasksSettle()
}
const startups = () => screen.getAllByRole('listitem').map((item) => item.textContent)
/** The address once the router has drawn every navigation asked for. */
async function addressOnceDrawn() {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 5))
  return location.search
}

let actEnvironment: unknown
beforeEach(async () => {
  // React warns about renders outside act(), which these tests leave to React as a browser would.
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  history.replaceState(null, '', '/deals')
  // A navigation takes a moment, as it does in the apps, where each one waits on its route's module: a
  // loader that answers in a later task.
  const routes = [
    { path: '/deals', Component: ListScreen, loader: () => new Promise((done) => setTimeout(done)) },
  ]
  render(<RouterProvider router={createBrowserRouter(routes)} />)
  await screen.findByRole('button', { name: 'Saved' })
})
afterEach(async () => {
  // Each test's navigations end in its own time, not in the next test's.
  await addressOnceDrawn()
  cleanup()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
})

describe('useUrlView: the next event finds the view the last one asked for', () => {
  it('draws each update before the next event, so a second click on a toggle takes it off', async () => {
    await tap('Saved')
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeTruthy()
    await tap('Saved')
    expect(screen.getByRole('button', { name: 'Saved', pressed: false })).toBeTruthy()
    expect(await addressOnceDrawn()).toBe('')
  })

  it('keeps a choice and the search typed right after it', async () => {
    await tap('Saved')
    await type('l')
    await type('lo')
    expect(await addressOnceDrawn()).toBe('?saved=1&q=lo')
  })

  it('keeps both of two updates made in one moment (a search and an order made before the code came)', async () => {
    // Hydration hands over each control the visitor used meanwhile, one after another in one task.
    const box = screen.getByRole('textbox', { name: 'Search' })
    setInputValue?.call(box, 'lo')
    box.dispatchEvent(new Event('input', { bubbles: true }))
    screen.getByRole('button', { name: 'Sort by name' }).click()
    await microtasksSettle()
    expect(await addressOnceDrawn()).toBe('?q=lo&sort=name')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('lo')
  })

  it('loads more of the list as sorted by the click before', async () => {
    await tap('Sort by name')
    await tap('Load More')
    expect(startups()).toEqual(['Amberline', 'Brightpath', 'Corvid', 'Dovetail'])
  })

  it('empties the search box when Clear follows the typing', async () => {
    await type('z')
    await type('zq')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('zq')
    await tap('Clear')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('')
    expect(await addressOnceDrawn()).toBe('')
  })

  it('builds on where Back went, while Back is still being drawn', async () => {
    await tap('Saved')
    expect(await addressOnceDrawn()).toBe('?saved=1')
    history.back()
    await microtasksSettle()
    await type('x')
    expect(await addressOnceDrawn()).toBe('?q=x')
  })
})
