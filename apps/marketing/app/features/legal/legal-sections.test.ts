import { describe, expect, it } from 'vitest'
import { cookieSections } from './cookie-sections'
import { privacySections } from './privacy-sections'
import { termsSections } from './terms-sections'

describe('legal documents', () => {
  it('has the 12 terms sections, in order', () => {
    expect(termsSections.map((section) => section.id)).toEqual([
      'agreement',
      'account-security',
      'intellectual-property',
      'user-content',
      'prohibited-uses',
      'termination',
      'disclaimer',
      'liability',
      'indemnification',
      'governing-law',
      'changes',
      'contact',
    ])
  })

  it('has the 10 privacy sections', () => {
    expect(privacySections).toHaveLength(10)
  })

  it.each([
    ['terms', termsSections],
    ['privacy', privacySections],
    ['cookies', cookieSections],
  ])('%s: section anchors are unique', (_name, sections) => {
    const ids = sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
