// Spelled out rather than printed by Intl.NumberFormat, for the reason given in format-number.ts. Its own module
// (not format-number.ts) because Rolldown groups modules into shared chunks by the screens that import them: in
// this module the founder's MRR figures and the investor's changes keep the chunks they had.
/**
 * A ratio as a signed percentage with one decimal, a fall with the minus sign (−) rather than a hyphen, as every
 * change on the previews is written: 0.2847 → "+28.5%", -0.031 → "−3.1%".
 */
export function formatSignedPercent(ratio: number): string {
  const percent = (ratio * 100).toFixed(1)
  return ratio >= 0 ? `+${percent}%` : `${percent.replace('-', '−')}%`
}
