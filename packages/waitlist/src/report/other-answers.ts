export interface OtherAnswerGroup {
  /** The answer as most respondents of the group spelled it. */
  answer: string
  count: number
}

/** An answer as written, with runs of white space made one space. */
const tidy = (text: string) => text.normalize('NFKC').replace(/\s+/gu, ' ').trim()

/** What makes two answers the same: case, white space and closing punctuation do not count. */
export function normaliseAnswer(text: string): string {
  return tidy(text)
    .replace(/[\s.!?…]+$/u, '')
    .toLocaleLowerCase('en')
}

/**
 * "Other" texts grouped by their normalised form, largest group first (then alphabetically, so the order is
 * stable). Each group shows its most common spelling; on a tie, the first one seen.
 */
export function groupOtherAnswers(texts: readonly string[]): OtherAnswerGroup[] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>()
  for (const text of texts) {
    const key = normaliseAnswer(text)
    if (key === '') continue
    const group = groups.get(key) ?? { count: 0, spellings: new Map<string, number>() }
    group.count += 1
    const spelling = tidy(text)
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1)
    groups.set(key, group)
  }
  return [...groups.values()]
    .map(({ count, spellings }) => {
      let answer = ''
      let best = 0
      for (const [spelling, uses] of spellings) {
        if (uses > best) [answer, best] = [spelling, uses]
      }
      return { answer, count }
    })
    .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer, 'en'))
}
