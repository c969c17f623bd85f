import { describe, expect, it } from 'vitest'
import { parseSessionList, serializeSessionList } from './session-list.ts'

describe('parseSessionList: what the head script and the app both read from a stored list', () => {
  it.each([
    ['nothing stored', null, []],
    ['an empty list', '[]', []],
    ['a list', '["a","b"]', ['a', 'b']],
    ['a list with other values in it', '["a",1,null,"b"]', ['a', 'b']],
    ['damaged text', '["a"', []],
    ['an object', '{"a":"b"}', []],
    ['a string', '"a"', []],
  ])('%s', (_, raw, items) => {
    expect(parseSessionList(raw)).toEqual(items)
  })

  it('reads back what was written', () => {
    expect(parseSessionList(serializeSessionList(['Synapse Scribe', 'Kelpie Robotics']))).toEqual([
      'Synapse Scribe',
      'Kelpie Robotics',
    ])
  })
})
