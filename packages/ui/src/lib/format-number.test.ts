import { describe, expect, it } from 'vitest'
import { formatGbp, formatGbpCompact, formatNumber } from './format-number'

const values = [
  0, 1, 7, 12, 999, 1000, 2418, 12_345, 250_000, 1_234_567, 2_660_000, 123_456_789, 0.5, 1.25, 1234.5678,
  99.9, -1, -1500, -2_418_000, -1234.5,
]

describe('number formats shared by the previews', () => {
  it.each([
    [2418, '2,418'],
    [1234.5678, '1,234.568'],
    [-1500, '-1,500'],
    [0, '0'],
  ])('formatNumber(%d) is %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected)
  })

  it.each([
    [250_000, '£250,000'],
    [2_660_000, '£2,660,000'],
    [-1500, '-£1,500'],
  ])('formatGbp(%d) is %s', (amount, expected) => {
    expect(formatGbp(amount)).toBe(expected)
  })

  it.each([
    [45_600, '£45.6k'],
    [39_000, '£39k'],
    [750_000, '£750k'],
    [12_500, '£12.5k'],
    [1_000, '£1k'],
    [999_960, '£1M'],
    [1_500_000, '£1.5M'],
    [2_436_000, '£2.44M'],
    [2_660_000, '£2.66M'],
    [950, '£950'],
    [0, '£0'],
    [-1500, '-£1.5k'],
  ])('formatGbpCompact(%d) is %s', (amount, expected) => {
    expect(formatGbpCompact(amount)).toBe(expected)
  })

  it.each(values)('%d is printed as Intl prints it in British English', (value) => {
    expect(formatNumber(value)).toBe(value.toLocaleString('en-GB'))
    expect(formatNumber(value, 0)).toBe(
      new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value),
    )
    expect(formatGbp(value)).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
        value,
      ),
    )
  })
})
