import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

function ConnectTabs() {
  return (
    <Tabs defaultValue="discover">
      <TabsList aria-label="Connect sections">
        <TabsTrigger value="discover">Discover Investors</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
        <TabsTrigger value="connections">My Connections</TabsTrigger>
      </TabsList>
      <TabsContent value="discover">Investor list</TabsContent>
      <TabsContent value="messages">Inbox</TabsContent>
      <TabsContent value="connections">Network</TabsContent>
    </Tabs>
  )
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected')

describe('Tabs', () => {
  it('shows the default tab selected with its panel', () => {
    render(<ConnectTabs />)
    expect(selected('Discover Investors')).toBe('true')
    expect(selected('Messages')).toBe('false')
    expect(screen.getByRole('tabpanel').textContent).toBe('Investor list')
  })

  it('switches tab and panel on click', async () => {
    render(<ConnectTabs />)
    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }))
    expect(selected('Messages')).toBe('true')
    expect(selected('Discover Investors')).toBe('false')
    expect(screen.getByRole('tabpanel').textContent).toBe('Inbox')
  })

  it('moves between tabs with the arrow keys, wrapping around', async () => {
    render(<ConnectTabs />)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Discover Investors' }))

    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Messages' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Inbox')

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Connections' }))
    expect(selected('My Connections')).toBe('true')
  })
})
