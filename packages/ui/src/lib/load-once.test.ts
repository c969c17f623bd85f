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

describe('loadOnce with a load that never settles', () => {
  it('fails after its time limit and loads again on the next call', async () => {
    vi.useFakeTimers()
    try {
      const load = vi
        .fn()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockResolvedValue('module')
      const get = loadOnce(load, 1_000)
      const first = get()
      const failed = expect(first).rejects.toThrow('Code did not load within 1 s')
      await vi.advanceTimersByTimeAsync(1_000)
      await failed
      expect(await get()).toBe('module')
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
