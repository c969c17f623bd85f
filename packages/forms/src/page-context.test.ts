import { afterEach, expect, it, vi } from 'vitest'
import { pageContext } from './page-context.ts'

afterEach(() => {
  vi.useRealTimers()
})

it('reads user agent, referrer, query and time from the browser', () => {
  vi.useFakeTimers({ now: new Date('2025-11-12T09:30:00.000Z') })
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Macintosh)' })
  vi.stubGlobal('document', { referrer: 'https://websummit.com/' })
  vi.stubGlobal('location', { search: '?utm_source=qr' })
  expect(pageContext()).toEqual({
    userAgent: 'Mozilla/5.0 (Macintosh)',
    referrer: 'https://websummit.com/',
    search: '?utm_source=qr',
    now: new Date('2025-11-12T09:30:00.000Z'),
  })
})

it('falls back to empty strings without a browser', () => {
  vi.stubGlobal('navigator', undefined)
  vi.stubGlobal('document', undefined)
  vi.stubGlobal('location', undefined)
  expect(pageContext()).toMatchObject({ userAgent: '', referrer: '', search: '' })
})
