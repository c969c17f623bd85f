/**
 * Splits a URL into the pieces a line may end after: each piece ends with "/", "." or "-" (the last may
 * end with anything). Rendered with <wbr> between the pieces, a long address wraps only there, never
 * inside a word (never "get-earl|y-access").
 */
export function urlBreakPoints(url: string): string[] {
  return url.match(/[^/.-]*(?:[/.-]+|$)/g)?.filter((piece) => piece !== '') ?? []
}
