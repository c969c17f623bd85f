import { GATEWAY_PORT } from '@app/site-config'

/**
 * The command-line options both measuring scripts (lighthouse.ts, perf-main-thread.ts) take: the gateway that
 * serves the builds, and how many visits per page.
 */
export const MEASURE_OPTIONS = {
  base: { type: 'string', default: `http://localhost:${GATEWAY_PORT}` },
  runs: { type: 'string', default: '3' },
} as const

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (numbers: readonly number[]): number =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0
