import type { Page } from '@playwright/test'

/**
 * The first Intl object a page makes (a date or number format, a collator, or a locale-aware method such as
 * `localeCompare` that makes one) costs a phone with a 4x slower CPU 55–90 ms while the browser loads its locale
 * data. No page needs one on a first visit: dates and numbers are spelled out (`@app/ui/lib/format-date`,
 * `format-number`). `watchIntlUse` notes every such call from the page's first script on; `intlUseOf` reads
 * them, each with the line of page code that made it.
 */
export async function watchIntlUse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { __intlUse: calls })
    // Only the page's own code counts, not the test's (axe-core, run by the test, segments text with Intl).
    const note = (name: string) => {
      const caller = new Error().stack?.split('\n')[3]?.trim() ?? ''
      if (caller.includes(location.origin)) calls.push(`${name} ${caller}`)
    }
    const intl = Intl as unknown as Record<string, object>
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
    ]) {
      const original = intl[name]
      if (!original) continue
      intl[name] = new Proxy(original, {
        construct(target, args) {
          note(`Intl.${name}`)
          return Reflect.construct(target as never, args)
        },
        apply(target, self, args) {
          note(`Intl.${name}`)
          return Reflect.apply(target as never, self, args)
        },
      })
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ]
    for (const [prototype, name] of methods) {
      const original = Reflect.get(prototype, name) as (...args: unknown[]) => unknown
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          note(name)
          return original.apply(this, args)
        },
      })
    }
  })
}

export function intlUseOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __intlUse?: string[] }).__intlUse ?? [])
}
