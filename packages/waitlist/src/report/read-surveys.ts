import {
  aiHelpAreaOptions,
  aiTimeSavingsOptions,
  externalHelpOptions,
  startupStageOptions,
  toolsUsedOptions,
  topChallengeOptions,
  trackingDifficultyOptions,
  trackingWeeklyOptions,
} from '@app/forms/options'
import { type SurveyData, WEBSUMMIT_TABLE } from '@app/forms/rows'
import { z } from 'zod'
import type { DataApiClient } from '../data-api-client.ts'
import { CliError } from '../errors.ts'
import type { Progress } from '../progress.ts'
import { STABLE_ORDER } from '../tables.ts'

const otherText = z.string().nullable()

/** survey_data as the database stores it; `satisfies` keeps it in step with the forms' SurveyData type. */
const storedSurveySchema = z.object({
  startupStage: z.enum(startupStageOptions),
  topChallenge: z.enum(topChallengeOptions),
  topChallengeOther: otherText,
  trackingWeekly: z.enum(trackingWeeklyOptions),
  trackingDifficulties: z.array(z.enum(trackingDifficultyOptions)),
  trackingDifficultiesOther: otherText,
  toolsUsed: z.array(z.enum(toolsUsedOptions)),
  toolsUsedOther: otherText,
  externalHelp: z.array(z.enum(externalHelpOptions)),
  externalHelpOther: otherText,
  aiHelpAreas: z.array(z.enum(aiHelpAreaOptions)),
  aiHelpAreasOther: otherText,
  aiTimeSavings: z.enum(aiTimeSavingsOptions),
}) satisfies z.ZodType<SurveyData>

/**
 * Every respondent's survey answers, oldest first. Only survey_data travels (no names or emails), and the
 * answers are small, so they are held in memory for the aggregation.
 */
export async function readSurveys(
  client: DataApiClient,
  { pageSize, progress }: { pageSize: number; progress: Progress },
): Promise<SurveyData[]> {
  const surveys: SurveyData[] = []
  const pages = client.pages(WEBSUMMIT_TABLE, { select: 'id,survey_data', order: STABLE_ORDER, pageSize })
  for await (const page of pages) {
    for (const row of page.rows) {
      const parsed = storedSurveySchema.safeParse(row.survey_data)
      if (!parsed.success) {
        throw new CliError(
          `${WEBSUMMIT_TABLE} row ${String(row.id)} has survey answers this tool does not know ` +
            `(is the tool older than the survey?):\n${z.prettifyError(parsed.error)}`,
        )
      }
      surveys.push(parsed.data)
    }
    progress.rows(WEBSUMMIT_TABLE, surveys.length, page.total)
  }
  return surveys
}
