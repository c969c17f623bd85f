import { OTHER, roleValues, type StartupStage, TRACKING_WEEKLY_NO } from '@app/forms/options'
import type { EarlyAccessRow, RegistrationContext, WebsummitRow } from '@app/forms/rows'
import { buildEarlyAccessRow, buildWebsummitRow } from '@app/forms/rows-from-values'
import { type Random, randomFor } from './random.ts'
import {
  aiAreaChances,
  challengeWeightsByStage,
  difficultyChances,
  helpChances,
  otherPhrasings,
  stageWeights,
  timeSavingsWeights,
  toolChances,
  trackingWeightsByStage,
} from './survey-distributions.ts'
import { arrival, eventMoment, fullName, startupName, userAgent } from './visitors.ts'

export const DEFAULT_SEED = 2025

/** Seeded rows are numbered from 1; the number is in the email, which keeps it unique per table. */
export interface SeedRange {
  /** Number of the first row. */
  start: number
  count: number
  seed: number
}

const pad = (index: number) => String(index).padStart(5, '0')
export const websummitSeedEmail = (index: number) => `seed-${pad(index)}@example.com`
export const earlyAccessSeedEmail = (index: number) => `seed-early-${pad(index)}@example.com`

// Separate streams, so adding a draw to one table's rows never changes the other's.
const WEBSUMMIT_STREAM = 1
const EARLY_ACCESS_STREAM = 2

/** Ticks each option with its own chance; someone who ticks nothing gets one, drawn by the same chances. */
function choose<Option extends string>(random: Random, chances: Readonly<Record<Option, number>>): Option[] {
  const chosen = (Object.keys(chances) as Option[]).filter((option) => random.chance(chances[option]))
  return chosen.length > 0 ? chosen : [random.weighted(chances)]
}

/** A phrasing as people type it: sometimes lower case, with a double space or a full stop. */
function spelling(random: Random, phrases: readonly string[]): string {
  const phrase = random.pick(phrases)
  const roll = random.next()
  if (roll < 0.2) return phrase.toLowerCase()
  if (roll < 0.3) return phrase.replace(' ', '  ')
  if (roll < 0.4) return `${phrase}.`
  return phrase
}

const otherText = (random: Random, answers: readonly string[], phrases: readonly string[]) =>
  answers.includes(OTHER) ? spelling(random, phrases) : ''

function context(random: Random): RegistrationContext {
  return { userAgent: userAgent(random), ...arrival(random), now: eventMoment(random) }
}

/** Survey row number `index`: the same for the same seed, whatever else is seeded. */
export function websummitSeedRow(index: number, seed: number): WebsummitRow {
  const random = randomFor(seed, WEBSUMMIT_STREAM, index)
  const startupStage: StartupStage = random.weighted(stageWeights)
  const topChallenge = random.weighted(challengeWeightsByStage[startupStage])
  const trackingWeekly = random.weighted(trackingWeightsByStage[startupStage])
  const trackingDifficulties = trackingWeekly === TRACKING_WEEKLY_NO ? choose(random, difficultyChances) : []
  const toolsUsed = choose(random, toolChances)
  const externalHelp = choose(random, helpChances)
  const aiHelpAreas = choose(random, aiAreaChances)
  return buildWebsummitRow(
    {
      fullName: fullName(random),
      email: websummitSeedEmail(index),
      startupName: startupName(random),
      startupStage,
      topChallenge,
      topChallengeOther: otherText(random, [topChallenge], otherPhrasings.topChallengeOther),
      trackingWeekly,
      trackingDifficulties,
      trackingDifficultiesOther: otherText(
        random,
        trackingDifficulties,
        otherPhrasings.trackingDifficultiesOther,
      ),
      toolsUsed,
      toolsUsedOther: otherText(random, toolsUsed, otherPhrasings.toolsUsedOther),
      externalHelp,
      externalHelpOther: otherText(random, externalHelp, otherPhrasings.externalHelpOther),
      aiHelpAreas,
      aiHelpAreasOther: otherText(random, aiHelpAreas, otherPhrasings.aiHelpAreasOther),
      aiTimeSavings: random.weighted(timeSavingsWeights),
      termsAgreed: true,
      // The honeypot a person leaves empty.
      website: '',
    },
    context(random),
  )
}

export function earlyAccessSeedRow(index: number, seed: number): EarlyAccessRow {
  const random = randomFor(seed, EARLY_ACCESS_STREAM, index)
  return buildEarlyAccessRow(
    {
      fullName: fullName(random),
      email: earlyAccessSeedEmail(index),
      // Role is optional: about a fifth leave it empty.
      role: random.chance(0.2) ? '' : random.pick(roleValues),
      termsAgreed: true,
      website: '',
    },
    context(random),
  )
}

const range = ({ start, count }: SeedRange) => Array.from({ length: count }, (_, offset) => start + offset)

export const websummitSeedRows = (seedRange: SeedRange) =>
  range(seedRange).map((index) => websummitSeedRow(index, seedRange.seed))

export const earlyAccessSeedRows = (seedRange: SeedRange) =>
  range(seedRange).map((index) => earlyAccessSeedRow(index, seedRange.seed))
