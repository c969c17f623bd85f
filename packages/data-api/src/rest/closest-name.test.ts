import { describe, expect, it } from 'vitest'
import { closestName } from './closest-name.ts'

const tables = ['early_access_registrations', 'websummit_registrations']

describe('closestName', () => {
  it.each([
    ['early_access_registration', 'early_access_registrations'],
    ['Websummit_Registrations', 'websummit_registrations'],
    ['websumit_registration', 'websummit_registrations'],
    ['users', undefined],
  ])('%s → %s', (name, expected) => {
    expect(closestName(name, tables)).toBe(expected)
  })
})
