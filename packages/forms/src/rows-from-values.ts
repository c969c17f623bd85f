import {
  type EarlyAccessRow,
  earlyAccessRow,
  type RegistrationContext,
  type WebsummitRow,
  websummitRow,
} from './rows.ts'
import {
  type EarlyAccessValues,
  earlyAccessSchema,
  type WebsummitValues,
  websummitSchema,
} from './schemas.ts'

/**
 * The early_access_registrations row for raw form values (seeds, tests, scripts).
 * @throws ZodError when the values fail `earlyAccessSchema`.
 */
export function buildEarlyAccessRow(values: EarlyAccessValues, context: RegistrationContext): EarlyAccessRow {
  return earlyAccessRow(earlyAccessSchema.parse(values), context)
}

/**
 * The websummit_registrations row for raw survey values (seeds, tests, scripts).
 * @throws ZodError when the values fail `websummitSchema`.
 */
export function buildWebsummitRow(values: WebsummitValues, context: RegistrationContext): WebsummitRow {
  return websummitRow(websummitSchema.parse(values), context)
}
