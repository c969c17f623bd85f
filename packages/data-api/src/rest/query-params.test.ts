import { describe, expect, it } from 'vitest'
import { parseQueryParams } from './query-params.ts'

const parse = (query: string) => parseQueryParams(new URLSearchParams(query))

describe('parseQueryParams', () => {
  it('reads select, eq filters, order, limit, offset and the quoted columns postgrest-js sends', () => {
    expect(
      parse(
        'select=id,email&email=eq.a.b@example.com&email=eq.x&order=id.desc.nullslast,email&limit=5&offset=10&columns="full_name","email"&apikey=k',
      ),
    ).toEqual({
      select: ['id', 'email'],
      filters: [
        { column: 'email', value: 'a.b@example.com' },
        { column: 'email', value: 'x' },
      ],
      order: [
        { column: 'id', direction: 'desc', nulls: 'last' },
        { column: 'email', direction: 'asc', nulls: undefined },
      ],
      limit: 5,
      offset: 10,
      columns: ['full_name', 'email'],
    })
  })

  it('reads * and a missing select as every column', () => {
    expect(parse('select=*').select).toBeUndefined()
    expect(parse('').select).toBeUndefined()
  })

  it.each([
    ['select=id::text', 'PGRST100'],
    ['select=alias:id', 'PGRST100'],
    ['select=id,other(*)', 'PGRST100'],
    ['order=id.up', 'PGRST100'],
    ['limit=-1', 'PGRST100'],
    ['offset=1.5', 'PGRST100'],
    ['email=ada', 'PGRST100'],
    ['email=nope.ada', 'PGRST100'],
    ['email=neq.ada', 'PGRST127'],
    ['email=not.eq.ada', 'PGRST127'],
    ['or=(a.eq.1,b.eq.2)', 'PGRST127'],
    ['on_conflict=email', 'PGRST127'],
  ])('refuses %s with %s', (query, code) => {
    expect(() => parse(query)).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ code }) }),
    )
  })
})
