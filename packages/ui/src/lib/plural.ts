/** "startup" for 1, "startups" otherwise (English plurals the previews need; irregular ones pass `many`). */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}
