import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once.ts'

describe('loadOnce', () => {
  it('loads once and shares the result', async () => {
    const load = vi.fn(async () => 'module')
    const get = loadOnce(load)
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module'])
    expect(await get()).toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
