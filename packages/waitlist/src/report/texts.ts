import type { QuestionField, SurveyQuestion } from '@app/forms/survey-questions'

/** The report the event survey page (/get-early-access-websummit) promises every respondent. */
export const REPORT_TITLE = 'Top Founder Challenges 2025'
export const REPORT_SUBTITLE = 'Web Summit Lisbon 2025 founder survey'
/** File names of the HTML report and the Markdown summary, without extension. */
export const REPORT_FILE_STEM = 'top-founder-challenges-2025'

/** A question's section heading: its number and the question exactly as the form asks it. */
export const questionHeading = ({ number, text }: SurveyQuestion) => `${number}. ${text}`

export interface QuestionTexts {
  /** The topic in a few words, for chart titles and table captions, where the whole question would not read. */
  title: string
  /** Whom the shares are of, after "Share of …". */
  base: string
  /** The column heading for the options in tables. */
  optionHeading: string
}

export const questionTexts: Record<QuestionField, QuestionTexts> = {
  startupStage: { title: 'Startup stage', base: 'respondents', optionHeading: 'Stage' },
  topChallenge: { title: 'Top challenge right now', base: 'respondents', optionHeading: 'Challenge' },
  trackingWeekly: { title: 'Tracking progress every week', base: 'respondents', optionHeading: 'Answer' },
  trackingDifficulties: {
    title: 'What makes weekly tracking difficult',
    base: 'respondents who do not track weekly, the only ones asked',
    optionHeading: 'Difficulty',
  },
  toolsUsed: {
    title: 'Tools used to run the startup',
    base: 'respondents who answered',
    optionHeading: 'Tool',
  },
  externalHelp: {
    title: 'Where founders get help with decisions',
    base: 'respondents who answered',
    optionHeading: 'Source of help',
  },
  aiHelpAreas: {
    title: 'Where founders want AI to help most',
    base: 'respondents who answered',
    optionHeading: 'Area',
  },
  aiTimeSavings: { title: 'Time AI tools save today', base: 'respondents', optionHeading: 'Time saved' },
}

export const MULTI_CHOICE_NOTE = 'Several answers were allowed, so shares add up to more than 100%.'
export const smallSampleNote = (n: number, limit: number) =>
  `Small sample: only ${n} ${n === 1 ? 'respondent' : 'respondents'} (fewer than ${limit}). Read the counts, not the percentages, and draw no conclusions yet.`
export const OTHER_GROUPING_NOTE =
  'Answers are grouped when they match after ignoring case, extra spaces and closing punctuation.'
