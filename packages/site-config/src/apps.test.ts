import { describe, expect, it } from 'vitest'
import { appBase, appForPath } from './apps.ts'

describe('appForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/pricing', 'marketing'],
    ['/founder', 'founder-preview'],
    ['/founder/', 'founder-preview'],
    ['/founder/progress', 'founder-preview'],
    ['/founderx', 'marketing'],
    ['/investor', 'investor-preview'],
    ['/investor/analytics', 'investor-preview'],
    ['/investors', 'marketing'],
    ['/nope', 'marketing'],
  ])('%s → %s', (path, app) => {
    expect(appForPath(path).name).toBe(app)
  })
})

describe('appBase', () => {
  it('adds a trailing slash to prefixed apps only', () => {
    expect(appBase('marketing')).toBe('/')
    expect(appBase('founder-preview')).toBe('/founder/')
    expect(appBase('investor-preview')).toBe('/investor/')
  })
})
