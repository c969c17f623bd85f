import { expect, it } from 'vitest'
import { isOneOf, roleValues, startupStageOptions } from './options.ts'

it.each([
  { options: startupStageOptions, value: 'Seed', expected: true },
  { options: startupStageOptions, value: 'seed', expected: false },
  { options: startupStageOptions, value: '', expected: false },
  { options: roleValues, value: 'fund_vc', expected: true },
  { options: roleValues, value: 'Fund/VC', expected: false },
  { options: roleValues, value: undefined, expected: false },
])('isOneOf($value) → $expected', ({ options, value, expected }) => {
  expect(isOneOf(options, value)).toBe(expected)
})
