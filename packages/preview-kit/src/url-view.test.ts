import { describe, expect, it } from 'vitest'
import { flag, oneOf, page, parseUrlView, text, writeUrlView } from './url-view.ts'

const fields = {
  q: text(10),
  sector: oneOf(['all', 'fintech', 'health'], 'all'),
  saved: flag(),
  page: page(3),
}

const parse = (query: string) => parseUrlView(fields, new URLSearchParams(query))

describe('parseUrlView', () => {
  it.each([
    { query: '', view: { q: '', sector: 'all', saved: false, page: 1 } },
    {
      query: 'q=ai&sector=fintech&saved=1&page=2',
      view: { q: 'ai', sector: 'fintech', saved: true, page: 2 },
    },
    { query: 'sector=FINTECH', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: 'sector=nope&saved=yes&page=0', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: 'page=4', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: 'page=2.5', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: 'page=-1', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: 'page=99999999999999999999', view: { q: '', sector: 'all', saved: false, page: 1 } },
    { query: `q=${'x'.repeat(50)}`, view: { q: 'x'.repeat(10), sector: 'all', saved: false, page: 1 } },
    { query: 'q=%F0%9F%9A%80', view: { q: '🚀', sector: 'all', saved: false, page: 1 } },
    // Cut at ten units: the emoji at units 10–11 goes whole, not its first half.
    {
      query: `q=${'x'.repeat(9)}%F0%9F%9A%80`,
      view: { q: 'x'.repeat(9), sector: 'all', saved: false, page: 1 },
    },
    {
      query: `q=${'x'.repeat(8)}%F0%9F%9A%80`,
      view: { q: `${'x'.repeat(8)}🚀`, sector: 'all', saved: false, page: 1 },
    },
    { query: 'sector=fintech&sector=health', view: { q: '', sector: 'fintech', saved: false, page: 1 } },
  ])('"$query" → $view', ({ query, view }) => {
    expect(parse(query)).toEqual(view)
  })
})

describe('writeUrlView', () => {
  it('writes changed fields, drops fields at their default and keeps foreign parameters', () => {
    const params = new URLSearchParams('utm_source=mail&sector=health')
    const next = writeUrlView(fields, params, { sector: 'all', q: 'pay', saved: true, page: 2 })
    expect(next.toString()).toBe('utm_source=mail&q=pay&saved=1&page=2')
  })

  it('round-trips every view it writes', () => {
    const view = { q: 'a b&c', sector: 'health', saved: true, page: 3 } as const
    expect(parseUrlView(fields, writeUrlView(fields, new URLSearchParams(), view))).toEqual(view)
  })
})
