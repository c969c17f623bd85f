import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SECTION_SCROLL_DELAY_MS, useSectionScroll } from './use-section-scroll'

const scrollIntoView = vi.fn()

function ScrollButton() {
  const scrollToSection = useSectionScroll()
  const { pathname } = useLocation()
  return (
    <button type="button" onClick={() => scrollToSection('features-section')}>
      Features from {pathname}
    </button>
  )
}

function Landing() {
  return (
    <>
      <ScrollButton />
      <section id="features-section">Features</section>
    </>
  )
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Landing /> },
      { path: '/pricing', element: <ScrollButton /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  vi.useFakeTimers()
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useSectionScroll', () => {
  it('scrolls at once, smoothly, when the section is on the current page', () => {
    renderAt('/')
    act(() => screen.getByRole('button').click())
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('from another page, goes to / first and scrolls about 100 ms later', async () => {
    const router = renderAt('/pricing')
    act(() => screen.getByRole('button').click())
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(router.state.location.pathname).toBe('/')
    expect(scrollIntoView).not.toHaveBeenCalled()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SECTION_SCROLL_DELAY_MS)
    })
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    renderAt('/')
    act(() => screen.getByRole('button').click())
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
    matchMedia.mockRestore()
  })
})
