import { EDGE_BLANK_CHARACTERS } from './options.ts'

const blank = new RegExp(`[${EDGE_BLANK_CHARACTERS}]`)

/**
 * `text` without the catalogue's white space at either end (`trim()` plus invisible characters such as
 * U+200B). A loop, not `/[…]+$/`: that pattern backtracks quadratically over a long run of blanks.
 */
export function trimBlank(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && blank.test(text.charAt(start))) start += 1
  while (end > start && blank.test(text.charAt(end - 1))) end -= 1
  return text.slice(start, end)
}
