// zod/mini: the same engine and messages as zod's chained API at a third of its size in the browser.
import * as z from 'zod/mini'
import { trimBlank } from './blank-text.ts'
import {
  aiHelpAreaOptions,
  aiTimeSavingsOptions,
  EMAIL_PATTERN,
  externalHelpOptions,
  limits,
  roleValues,
  startupStageOptions,
  surveyOtherFields,
  toolsUsedOptions,
  topChallengeOptions,
  trackingDifficultyOptions,
  trackingWeeklyOptions,
} from './options.ts'
import { shownSurveyFields } from './survey-visibility.ts'
import { validationMessages as messages } from './validation-messages.ts'

type Options = readonly [string, ...string[]]

/** A text trimmed of the catalogue's white space at either end (invisible characters included). */
const trimmedText = () => z.string().check(z.overwrite(trimBlank))

const fullName = trimmedText().check(
  z.minLength(limits.fullNameMin, messages.fullNameRequired),
  z.maxLength(limits.fullNameMax, messages.fullNameTooLong),
)

// The length rule runs first and the pipe stops there, so the field shows one message, not two. (An
// `abort: true` check would do the same but also skip the form-wide checkShownFields below.)
const email = z.pipe(
  trimmedText().check(z.maxLength(limits.emailMax, messages.emailTooLong)),
  z.email({ pattern: EMAIL_PATTERN, error: messages.emailInvalid }),
)

const termsAgreed = z.pipe(
  z.boolean({ error: messages.termsRequired }),
  z.literal(true, { error: messages.termsRequired }),
)

/**
 * A single choice starts as '' (nothing chosen). '' is part of the input type so the schema's input equals
 * the form values, and both '' and an unknown value get the question's "required" text, not zod's enum text.
 */
function singleChoice<const Choices extends Options>(
  options: Choices,
  requiredMessage: string,
): z.ZodMiniType<Choices[number], '' | Choices[number]> {
  const choice = z
    .literal(['', ...options], { error: requiredMessage })
    .check(z.refine((chosen) => chosen !== '', requiredMessage))
  // The refine above rules '' out; zod/mini's refine cannot narrow the output type itself.
  return choice as z.ZodMiniType<'' | Choices[number], '' | Choices[number]> as z.ZodMiniType<
    Choices[number],
    '' | Choices[number]
  >
}

/** A multi-choice answer: catalogue options, each at most once (the UI toggles them; the database agrees). */
function choiceList<const Choices extends Options>(options: Choices, min = 0, minMessage?: string) {
  const checks: z.core.$ZodCheck<Choices[number][]>[] = [
    z.refine((list) => new Set(list).size === list.length, messages.duplicateOption),
  ]
  if (min > 0) checks.push(z.minLength(min, minMessage))
  return z.array(z.enum(options, { error: messages.unknownOption })).check(...checks)
}

// Length and presence of "Other" texts are checked only while their box is shown (see checkShownFields).
const otherText = trimmedText()

/**
 * The honeypot: a field people never see (both forms render it hidden). Any text passes here; the row carries
 * it and the database refuses a filled one, so a bot that fills every field stores nothing.
 */
const website = z.string()

export const earlyAccessSchema = z.object({
  fullName,
  email,
  role: z.enum(['', ...roleValues], { error: messages.unknownOption }),
  termsAgreed,
  website,
})

const websummitFields = z.object({
  fullName,
  email,
  startupName: trimmedText().check(z.maxLength(limits.startupNameMax, messages.startupNameTooLong)),
  startupStage: singleChoice(startupStageOptions, messages.startupStageRequired),
  topChallenge: singleChoice(topChallengeOptions, messages.topChallengeRequired),
  topChallengeOther: otherText,
  trackingWeekly: singleChoice(trackingWeeklyOptions, messages.optionRequired),
  trackingDifficulties: choiceList(trackingDifficultyOptions),
  trackingDifficultiesOther: otherText,
  toolsUsed: choiceList(toolsUsedOptions, 1, messages.toolsRequired),
  toolsUsedOther: otherText,
  externalHelp: choiceList(externalHelpOptions, 1, messages.atLeastOneOption),
  externalHelpOther: otherText,
  aiHelpAreas: choiceList(aiHelpAreaOptions, 1, messages.atLeastOneOption),
  aiHelpAreasOther: otherText,
  aiTimeSavings: singleChoice(aiTimeSavingsOptions, messages.optionRequired),
  termsAgreed,
  website,
})

type WebsummitFields = z.output<typeof websummitFields>

/**
 * Rules that depend on other answers. A hidden field is neither required nor length-checked: its answer is
 * dropped on submit, and an error the user cannot see would block the form.
 */
function checkShownFields(values: WebsummitFields, ctx: z.core.$RefinementCtx<WebsummitFields>) {
  const shown = shownSurveyFields(values)
  const fail = (field: keyof WebsummitFields, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] })

  const challenge: unknown = values.topChallengeOther
  if (shown.topChallengeOther && !(typeof challenge === 'string' && challenge !== '')) {
    fail('topChallengeOther', messages.topChallengeOtherRequired)
  }
  const difficulties: unknown = values.trackingDifficulties
  if (shown.trackingDifficulties && !(Array.isArray(difficulties) && difficulties.length > 0)) {
    fail('trackingDifficulties', messages.difficultyRequired)
  }
  for (const field of surveyOtherFields) {
    const text: unknown = values[field]
    // Characters, as the database counts them (an emoji is one, though two UTF-16 units in `length`).
    if (shown[field] && typeof text === 'string' && Array.from(text).length > limits.otherTextMax) {
      fail(field, messages.otherTextTooLong)
    }
  }
}

export const websummitSchema = websummitFields.check(
  z.superRefine(checkShownFields, {
    // Run alongside the per-field rules so every error shows after one submit, not in two rounds.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  }),
)

/** Form values (the schemas' input): what the form holds and what TanStack Form validates. */
export type EarlyAccessValues = z.input<typeof earlyAccessSchema>
export type WebsummitValues = z.input<typeof websummitSchema>
/** Validated values (the schemas' output): trimmed and narrowed to catalogue values. */
export type EarlyAccessData = z.output<typeof earlyAccessSchema>
export type WebsummitData = z.output<typeof websummitSchema>
