import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useScreenList } from './use-screen-list.tsx'

const STARTUPS = ['Ledgerly', 'Amberline', 'Quillfeed', 'Corvid', 'Brightpath', 'Dovetail']

/** A list screen in miniature: two startups a page, how many are shown, and a link to another screen. */
function ListScreen() {
  const { visible, loadMore } = useScreenList(STARTUPS, 2, 'startups')
  return (
    <>
      <p>{visible.length} startups shown</p>
      <button type="button" onClick={loadMore}>
        Load More
      </button>
      <Link to="/portfolio">Portfolio</Link>
    </>
  )
}

function PortfolioScreen() {
  return <Link to="/discover">Discover</Link>
}

afterEach(cleanup)

describe('useScreenList: a list remembers, per history entry, how much of it was shown', () => {
  it('shows as many as before when the visitor comes Back, and one page on a new visit to the screen', async () => {
    const router = createMemoryRouter(
      [
        { path: '/discover', Component: ListScreen },
        { path: '/portfolio', Component: PortfolioScreen },
      ],
      { initialEntries: ['/discover'] },
    )
    render(<RouterProvider router={router} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    expect(screen.getByText('4 startups shown')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }))
    await router.navigate(-1)
    expect(await screen.findByText('4 startups shown')).toBeTruthy()

    // The same screen reached again by a link is a new history entry: it starts at one page.
    fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }))
    fireEvent.click(await screen.findByRole('link', { name: 'Discover' }))
    expect(await screen.findByText('2 startups shown')).toBeTruthy()
  })
})
