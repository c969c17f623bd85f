/**
 * The period a key moves the chart's selection to, as a slider moves: Right/Up to the next period, Left/Down
 * to the previous one, Home/End to the first/last; Escape clears it. From no selection, Right starts at the
 * first period and Left at the last. `undefined` means the key is not the chart's (let it through).
 */
export function periodAfterKey(
  key: string,
  current: number | null,
  count: number,
): number | null | undefined {
  if (count === 0) return undefined
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current === null ? 0 : Math.min(current + 1, last)
    case 'ArrowLeft':
    case 'ArrowDown':
      return current === null ? last : Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'Escape':
      return null
    default:
      return undefined
  }
}
