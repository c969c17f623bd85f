import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error.ts'

describe('describeError', () => {
  it.each([
    { name: 'an Error keeps message and stack', error: new Error('boom'), message: 'boom', hasStack: true },
    { name: 'a string', error: 'plain', message: 'plain', hasStack: false },
    { name: 'undefined', error: undefined, message: 'undefined', hasStack: false },
    { name: 'an object', error: { code: 1 }, message: '[object Object]', hasStack: false },
  ])('$name', ({ error, message, hasStack }) => {
    const described = describeError(error)
    expect(described.message).toBe(message)
    expect(described.stack !== undefined).toBe(hasStack)
  })

  it('a route error response shows its status', () => {
    expect(describeError(new ErrorResponseImpl(404, 'Not Found', null))).toEqual({ message: '404 Not Found' })
  })
})
