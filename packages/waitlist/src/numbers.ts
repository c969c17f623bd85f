/** 10,000 — counts in messages and reports, always in the same style. */
export const formatCount = (count: number) => count.toLocaleString('en-US')
