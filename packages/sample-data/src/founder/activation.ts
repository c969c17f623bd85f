/**
 * Week-one activation (new sign-ups who connect a bank account in their first week), in percent: where it
 * stood when the guided-onboarding work began, where it is today and the target. The dashboard's priority
 * prints today's rate and the target; Progress's User Activation area measures how far it has come from the
 * start. A module of its own, so neither screen loads the other's figures for it.
 */
export const founderActivation = { start: 28, current: 34, target: 45 } as const

/** The share of the way from the start to the target covered so far, in whole percent. */
export const founderActivationProgress = Math.round(
  ((founderActivation.current - founderActivation.start) /
    (founderActivation.target - founderActivation.start)) *
    100,
)
