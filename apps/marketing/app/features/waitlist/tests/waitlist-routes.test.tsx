import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import GetEarlyAccess, { loader as earlyAccessLoader } from '../../../routes/get-early-access'
import GetEarlyAccessWebsummit, {
  loader as websummitLoader,
} from '../../../routes/get-early-access-websummit'
import { allowBusyMachine } from './render-flow'

allowBusyMachine()

function renderRoute(path: string, Component: React.ComponentType, loader: () => Promise<unknown>) {
  const Stub = createRoutesStub([{ path, Component, loader }])
  render(<Stub initialEntries={[path]} />)
}

describe.each([
  ['/get-early-access', GetEarlyAccess, earlyAccessLoader],
  ['/get-early-access-websummit', GetEarlyAccessWebsummit, websummitLoader],
] as const)('%s page', (path, Component, loader) => {
  it('shows the heading, the promise and a Back Home link', async () => {
    renderRoute(path, Component as React.ComponentType, loader)
    await screen.findByRole('heading', { level: 1, name: 'Get Early Access' })
    screen.getByText(
      'Join the waitlist to be one of the first to experience the AI-powered startup platform.',
    )
    expect(screen.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/')
  })

  it("shows a QR code generated from the page's own public address", async () => {
    renderRoute(path, Component as React.ComponentType, loader)
    const qr = await screen.findByRole('img', { name: /^QR code linking to / })
    expect(qr.getAttribute('alt')).toBe(`QR code linking to http://localhost:8080${path}`)
    const src = qr.getAttribute('src') ?? ''
    expect(src.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toMatch(/^<svg[\s\S]*<path/)
  })
})

describe('event page', () => {
  it('shows the Web Summit banner promising the report', async () => {
    renderRoute(
      '/get-early-access-websummit',
      GetEarlyAccessWebsummit as React.ComponentType,
      websummitLoader,
    )
    await screen.findByText('Web Summit Lisbon 2025 Special • Quick 30-60s Survey')
    screen.getByText('Top Founder Challenges 2025')
  })

  it('has a different QR code from the general form', async () => {
    const [general, event] = await Promise.all([earlyAccessLoader(), websummitLoader()])
    expect(general.qrCode.src).not.toBe(event.qrCode.src)
  })
})
