import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useUrlText } from './use-url-text'

/** A box bound to a URL that the test moves by hand, as the router would, a step behind the keys. */
function box(initialUrl = '') {
  const commits: string[] = []
  const hook = renderHook(({ url }) => useUrlText(url, (value) => commits.push(value)), {
    initialProps: { url: initialUrl },
  })
  return {
    commits,
    draft: () => hook.result.current[0],
    type: (value: string) => act(() => hook.result.current[1](value)),
    urlBecomes: (url: string) => hook.rerender({ url }),
  }
}

describe('useUrlText', () => {
  it('keeps every key when the URL trails the typing', () => {
    const search = box()
    for (const value of ['l', 'lo', 'lon']) search.type(value)
    search.urlBecomes('l')
    expect(search.draft()).toBe('lon')
    search.type('lond')
    search.urlBecomes('lo')
    search.urlBecomes('lon')
    expect(search.draft()).toBe('lond')
    search.urlBecomes('lond')
    expect(search.draft()).toBe('lond')
    expect(search.commits).toEqual(['l', 'lo', 'lon', 'lond'])
  })

  it('keeps the keys when the router skips values it coalesced', () => {
    const search = box()
    for (const value of ['a', 'ab', 'abc']) search.type(value)
    search.urlBecomes('abc')
    expect(search.draft()).toBe('abc')
  })

  it.each([
    ['Back to an empty search', 'london', ''],
    ['a shared link once hydrated', '', 'fintech'],
    ['another value', 'london', 'paris'],
  ])('follows a change from elsewhere: %s', (_, before, after) => {
    const search = box(before)
    search.urlBecomes(after)
    expect(search.draft()).toBe(after)
  })

  it('follows a change from elsewhere after its own writes have arrived', () => {
    const search = box()
    for (const value of ['a', 'ab']) search.type(value)
    search.urlBecomes('ab')
    search.urlBecomes('a')
    expect(search.draft()).toBe('a')
  })
})
