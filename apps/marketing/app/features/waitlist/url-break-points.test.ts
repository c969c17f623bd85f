import { describe, expect, it } from 'vitest'
import { urlBreakPoints } from './url-break-points'

describe('urlBreakPoints', () => {
  it.each([
    [
      'vibescore.app/get-early-access-websummit',
      ['vibescore.', 'app/', 'get-', 'early-', 'access-', 'websummit'],
    ],
    ['localhost:8080/get-early-access', ['localhost:8080/', 'get-', 'early-', 'access']],
    ['example.com/', ['example.', 'com/']],
    ['a//b--c', ['a//', 'b--', 'c']],
    ['plain', ['plain']],
    ['', []],
  ])('%s → %o', (url, pieces) => {
    expect(urlBreakPoints(url)).toEqual(pieces)
    // Nothing is lost or reordered.
    expect(urlBreakPoints(url).join('')).toBe(url)
  })
})
