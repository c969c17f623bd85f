import { describe, expect, it } from 'vitest'
import { groupOtherAnswers, normaliseAnswer } from './other-answers.ts'

describe('normaliseAnswer', () => {
  it.each([
    ['Hiring engineers', 'hiring engineers'],
    ['  hiring   Engineers ', 'hiring engineers'],
    ['Hiring\tengineers.', 'hiring engineers'],
    ['Hiring engineers!!', 'hiring engineers'],
    ['Hiring engineers …', 'hiring engineers'],
    ['Ｈｉｒｉｎｇ', 'hiring'],
    ['Visa / relocation', 'visa / relocation'],
    ['Co-founder?', 'co-founder'],
    ['...', ''],
  ])('%j → %j', (text, normalised) => {
    expect(normaliseAnswer(text)).toBe(normalised)
  })
})

describe('groupOtherAnswers', () => {
  it('groups answers that differ in case, spaces and closing punctuation, largest group first', () => {
    expect(
      groupOtherAnswers([
        'Regulatory approval',
        'hiring engineers',
        'Hiring engineers',
        'Hiring  engineers.',
        'Hiring engineers',
        'regulatory approval',
        'Burnout',
      ]),
    ).toEqual([
      { answer: 'Hiring engineers', count: 4 },
      { answer: 'Regulatory approval', count: 2 },
      { answer: 'Burnout', count: 1 },
    ])
  })

  it('shows the first spelling seen when spellings tie, and orders equal groups alphabetically', () => {
    expect(groupOtherAnswers(['zeta', 'Beta', 'beta', 'Alpha', 'ALPHA'])).toEqual([
      { answer: 'Alpha', count: 2 },
      { answer: 'Beta', count: 2 },
      { answer: 'zeta', count: 1 },
    ])
  })

  it('drops answers that normalise to nothing', () => {
    expect(groupOtherAnswers(['...', ' '])).toEqual([])
  })
})
