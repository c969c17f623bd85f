import type { StartupStage } from '../types.ts'

/** The sample founder and startup every founder-preview screen talks about. */
export const founderProfile = {
  firstName: 'Maya',
  fullName: 'Maya Okafor',
  startupName: 'Ledgerly',
  startupPitch: 'AI bookkeeping for freelancers and micro-agencies',
  location: 'London, UK',
  /** The sample "today" of the preview (sample dates are in June 2025). */
  today: '2025-06-10',
  /**
   * The sample clock's reading when a page opens (London time, on `today`). Chat messages are stamped on this
   * clock, never on the visitor's, so they sit on the same day as everything else the screens show.
   */
  now: '2025-06-10T09:30:00+01:00',
  /** Where the sample clock stops: the last minute of `today` in London. */
  dayEnd: '2025-06-10T23:59:00+01:00',
  /** Due date of a task added in the preview: the end of the sample week. */
  weekEnd: '2025-06-15',
  /** Date of a milestone added in the preview: the end of the sample month. */
  monthEnd: '2025-06-30',
  /**
   * The round Ledgerly is raising: the one source of the amount and stage on both sides (the coach's advice
   * and the milestone here, Ledgerly's card in the investor preview's Discover).
   */
  raise: { amount: 750_000, stage: 'Pre-seed' as StartupStage },
  /**
   * Week-one activation (new sign-ups who connect a bank account in their first week), in percent: where it
   * stood when the guided-onboarding work began, today, and the target. The dashboard's priority prints today's
   * rate and the target; Progress's User Activation area how far it has come from the start.
   */
  activation: { start: 28, current: 34, target: 45 },
} as const
