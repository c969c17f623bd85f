// @vitest-environment happy-dom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { usePagedList } from './use-paged-list.ts'

const seven = [1, 2, 3, 4, 5, 6, 7]

/** Seven items, three at a time, and the Load More button. */
function List({ rememberAs }: { rememberAs?: string }) {
  const { visible, hasMore, loadMore, listRef } = usePagedList(seven, 3, rememberAs)
  return (
    <>
      <ul ref={listRef}>
        {visible.map((item) => (
          <li key={item}>Item {item}</li>
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

/** Items, each with a button that removes it, and Load More; a message takes the list's place once it is empty. */
function Removable({ of = [1, 2], pageSize = 3 }: { of?: number[]; pageSize?: number }) {
  const [items, setItems] = useState(of)
  const { visible, hasMore, loadMore, listRef, focusItem } = usePagedList(items, pageSize)
  const empty = useRef<HTMLParagraphElement>(null)
  if (visible.length === 0) return <p ref={empty}>Nothing left</p>
  return (
    <>
      <ul ref={listRef}>
        {visible.map((item, index) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => {
                focusItem(index, empty)
                setItems((current) => current.filter((other) => other !== item))
              }}
            >
              Remove {item}
            </button>
          </li>
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

/** List beside a count of ticks, both re-rendered by `clock.tick()`. */
function BusyList({ clock }: { clock: { tick: () => void } }) {
  const [ticks, setTicks] = useState(0)
  clock.tick = () => setTicks((count) => count + 1)
  return (
    <>
      <p>Ticks: {ticks}</p>
      <List />
    </>
  )
}

describe('usePagedList', () => {
  it('shows one page, then one more page per loadMore until everything is visible', () => {
    const { result } = renderHook(() => usePagedList(seven, 3))
    expect(result.current.visible).toEqual([1, 2, 3])
    expect(result.current.hasMore).toBe(true)

    act(() => result.current.loadMore())
    expect(result.current.visible).toEqual([1, 2, 3, 4, 5, 6])
    expect(result.current.hasMore).toBe(true)

    act(() => result.current.loadMore())
    expect(result.current.visible).toEqual(seven)
    expect(result.current.hasMore).toBe(false)
  })

  it('has nothing more when the list fits in one page', () => {
    const { result } = renderHook(() => usePagedList([1, 2, 3], 3))
    expect(result.current.visible).toEqual([1, 2, 3])
    expect(result.current.hasMore).toBe(false)
  })

  it('goes back to the first page on reset', () => {
    const { result } = renderHook(() => usePagedList(seven, 3))
    act(() => result.current.loadMore())
    act(() => result.current.reset())
    expect(result.current.visible).toEqual([1, 2, 3])
  })

  it('starts over when a different list is passed, but not when the same list re-renders', () => {
    const { result, rerender } = renderHook(({ items }) => usePagedList(items, 3), {
      initialProps: { items: seven },
    })
    act(() => result.current.loadMore())
    rerender({ items: seven })
    expect(result.current.visible).toHaveLength(6)

    const filtered = seven.filter((n) => n % 2 === 1)
    rerender({ items: filtered })
    expect(result.current.visible).toEqual([1, 3, 5])
    expect(result.current.hasMore).toBe(true)

    act(() => result.current.loadMore())
    expect(result.current.visible).toEqual([1, 3, 5, 7])
  })

  it('moves focus to the first item Load More brought, also when the last page takes the button away', async () => {
    const user = userEvent.setup()
    render(<List />)
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(document.activeElement?.textContent).toBe('Item 4')
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    expect(document.activeElement?.textContent).toBe('Item 7')
  })

  it('moves focus to the first item Load More brought when the render before the press has its effects pending', async () => {
    // On a busy page, a render (here: a clock ticking on the same component) can be on screen with its effects
    // not yet run when the visitor presses Load More; React runs them first, before the press's own render.
    const clock = { tick: () => {} }
    render(<BusyList clock={clock} />)
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    try {
      // The press comes as soon as the tick's render is on screen: in the same task, before its effects run.
      const ticked = screen.getByText('Ticks: 0')
      const pressed = new Promise<void>((resolve) =>
        new MutationObserver((_, observer) => {
          observer.disconnect()
          screen.getByRole('button', { name: 'Load More' }).click()
          resolve()
        }).observe(ticked, { characterData: true, subtree: true, childList: true }),
      )
      setTimeout(clock.tick)
      await pressed
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6))
      expect(document.activeElement?.textContent).toBe('Item 4')
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
  })

  it('moves focus to what takes the list’s place when an action leaves it empty', async () => {
    const user = userEvent.setup()
    render(<Removable />)
    await user.click(screen.getByRole('button', { name: 'Remove 1' }))
    expect(document.activeElement).toBe(screen.getByRole('listitem'))
    await user.click(screen.getByRole('button', { name: 'Remove 2' }))
    expect(document.activeElement).toBe(screen.getByText('Nothing left'))
  })

  it('moves focus to the item before when the visitor takes away the last one shown', async () => {
    const user = userEvent.setup()
    render(<Removable of={[1, 2, 3]} />)
    await user.click(screen.getByRole('button', { name: 'Remove 3' }))
    expect(document.activeElement?.textContent).toBe('Remove 2')
  })

  it('keeps the items shown when the visitor takes one away, instead of starting over at one page', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Removable of={seven} pageSize={3} />)
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await user.click(screen.getByRole('button', { name: 'Remove 5' }))
    const shownAfterRemoving = ['Remove 1', 'Remove 2', 'Remove 3', 'Remove 4', 'Remove 6', 'Remove 7']
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(shownAfterRemoving)
    // Focus is on the item that took the removed one's place.
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[4])
    // And it stays so when the screen draws again for another reason.
    rerender(<Removable of={seven} pageSize={3} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(shownAfterRemoving)
  })
})

/** A list whose items and history entry the test sets, with how many it shows and Load More. */
function Filtered({ items, entry }: { items: number[]; entry: string }) {
  const { visible, loadMore } = usePagedList(items, 3, entry)
  return (
    <>
      <p>{visible.length} shown</p>
      <button type="button" onClick={loadMore}>
        Load More
      </button>
    </>
  )
}

describe('usePagedList, remembered per history entry', () => {
  it('shows as many items as when the visitor left, once they come back to the same entry', async () => {
    const first = render(<List rememberAs="entry-1:items" />)
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    first.unmount()

    // Back to that entry: the screen mounts again with the same list.
    const again = render(<List rememberAs="entry-1:items" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    again.unmount()

    // Another entry, or a list that is not remembered, starts at one page.
    const other = render(<List rememberAs="entry-2:items" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    other.unmount()
    render(<List />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it("takes the entry's count when the list changes back to the one it showed there (Back to before a filter)", async () => {
    const { rerender } = render(<Filtered items={[...seven]} entry="all" />)
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    screen.getByText('6 shown')
    // A filter: a new history entry and another list.
    rerender(<Filtered items={[1, 3, 5, 7]} entry="odd" />)
    screen.getByText('3 shown')
    // Back: the first entry, and its list computed again (a new array with the same items).
    rerender(<Filtered items={[...seven]} entry="all" />)
    screen.getByText('6 shown')
  })
})
