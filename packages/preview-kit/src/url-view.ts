/**
 * A screen's view (filters, tabs, ranges, pages) kept in the URL's query string, so reload keeps it, Back and
 * Forward step through it and a shared link opens it. Each field parses its own parameter and falls back to
 * its default on anything missing, unknown or malformed; a field at its default is left out of the URL.
 */
export interface UrlField<T> {
  readonly defaultValue: T
  parse(raw: string | null): T
  format(value: T): string
}

export type UrlView<Fields extends Record<string, UrlField<unknown>>> = {
  [K in keyof Fields]: Fields[K] extends UrlField<infer T> ? T : never
}

/** One of a fixed list of values (a tab, a sort order, a chip). */
export function oneOf<const T extends string>(values: readonly T[], defaultValue: T): UrlField<T> {
  return {
    defaultValue,
    parse: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : defaultValue),
    format: (value) => value,
  }
}

/**
 * Free text (a search box), cut to `maxLength` UTF-16 units so a hostile link cannot paste megabytes into the
 * UI. The cut never splits a character made of two units (an emoji), which would show as "�".
 */
export function text(maxLength = 100): UrlField<string> {
  return {
    defaultValue: '',
    parse: (raw) => {
      const cut = (raw ?? '').slice(0, maxLength)
      return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
    },
    format: (value) => value,
  }
}

/** An on/off switch, written as `1`. */
export function flag(): UrlField<boolean> {
  return { defaultValue: false, parse: (raw) => raw === '1', format: (value) => (value ? '1' : '') }
}

/** A 1-based page number between 1 and `max`. */
export function page(max: number): UrlField<number> {
  return {
    defaultValue: 1,
    parse: (raw) => {
      if (raw === null || !/^\d{1,6}$/.test(raw)) return 1
      const value = Number(raw)
      return value >= 1 && value <= max ? value : 1
    },
    format: (value) => String(value),
  }
}

export function parseUrlView<Fields extends Record<string, UrlField<unknown>>>(
  fields: Fields,
  params: URLSearchParams,
): UrlView<Fields> {
  const view: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(fields)) view[key] = field.parse(params.get(key))
  return view as UrlView<Fields>
}

/** `params` with the view's fields written (defaults removed); parameters the view does not own are kept. */
export function writeUrlView<Fields extends Record<string, UrlField<unknown>>>(
  fields: Fields,
  params: URLSearchParams,
  patch: Partial<UrlView<Fields>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(patch)) {
    const field = fields[key]
    if (!field) continue
    if (value === field.defaultValue) next.delete(key)
    else next.set(key, field.format(value))
  }
  return next
}
