import { describe, expect, it } from 'vitest'
import { formatSignedPercent } from './format-percent'

describe('formatSignedPercent', () => {
  it.each([
    [0.2847, '+28.5%'],
    [0.074, '+7.4%'],
    [0, '+0.0%'],
    [-0.031, '−3.1%'],
  ])('%d is %s', (ratio, expected) => {
    expect(formatSignedPercent(ratio)).toBe(expected)
  })
})
