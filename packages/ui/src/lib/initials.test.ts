import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it.each([
    ['Alex Morgan', 2, 'AM'],
    ['  alex   morgan  ', 2, 'AM'],
    ['Smith & Jones Robotics', 2, 'SJ'],
    ['Mary Ann Evans', 2, 'MA'],
    ['Mary Ann Evans', 3, 'MAE'],
    ['Ana María de la Cruz', 3, 'AMD'],
    ['Cher', 2, 'C'],
    ['', 2, ''],
  ])('%j, at most %i letters → %j', (name, max, expected) => {
    expect(initials(name, max)).toBe(expected)
  })
})
