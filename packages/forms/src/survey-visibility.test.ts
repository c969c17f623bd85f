import { expect, it } from 'vitest'
import { OTHER } from './options.ts'
import { fieldRevealedBy, type SurveyAnswers, shownSurveyFields } from './survey-visibility.ts'

const none: SurveyAnswers = {
  topChallenge: '',
  trackingWeekly: '',
  trackingDifficulties: [],
  toolsUsed: [],
  externalHelp: [],
  aiHelpAreas: [],
}
const hidden = {
  topChallengeOther: false,
  trackingDifficulties: false,
  trackingDifficultiesOther: false,
  toolsUsedOther: false,
  externalHelpOther: false,
  aiHelpAreasOther: false,
}

it.each<{ answers: Partial<SurveyAnswers>; shown: Partial<typeof hidden> }>([
  { answers: {}, shown: {} },
  { answers: { topChallenge: OTHER }, shown: { topChallengeOther: true } },
  { answers: { topChallenge: 'Runway' }, shown: {} },
  { answers: { trackingWeekly: 'No' }, shown: { trackingDifficulties: true } },
  { answers: { trackingWeekly: 'Yes', trackingDifficulties: [OTHER] }, shown: {} },
  { answers: { trackingWeekly: 'Sometimes' }, shown: {} },
  {
    answers: { trackingWeekly: 'No', trackingDifficulties: ['Time', OTHER] },
    shown: { trackingDifficulties: true, trackingDifficultiesOther: true },
  },
  {
    answers: { trackingWeekly: 'No', trackingDifficulties: ['Time'] },
    shown: { trackingDifficulties: true },
  },
  { answers: { toolsUsed: ['CRM', OTHER] }, shown: { toolsUsedOther: true } },
  { answers: { toolsUsed: ['CRM'] }, shown: {} },
  { answers: { externalHelp: [OTHER] }, shown: { externalHelpOther: true } },
  { answers: { aiHelpAreas: [OTHER] }, shown: { aiHelpAreasOther: true } },
  { answers: { toolsUsed: 'Other', aiHelpAreas: null, trackingWeekly: undefined }, shown: {} },
])('shows $shown for $answers', ({ answers, shown }) => {
  expect(shownSurveyFields({ ...none, ...answers })).toEqual({ ...hidden, ...shown })
})

it.each([
  ['topChallenge', OTHER, 'topChallengeOther'],
  ['topChallenge', 'Runway', undefined],
  ['trackingWeekly', 'No', 'trackingDifficulties'],
  ['trackingWeekly', 'Sometimes', undefined],
  ['trackingDifficulties', OTHER, 'trackingDifficultiesOther'],
  ['trackingDifficulties', 'Time', undefined],
  ['toolsUsed', OTHER, 'toolsUsedOther'],
  ['externalHelp', OTHER, 'externalHelpOther'],
  ['aiHelpAreas', OTHER, 'aiHelpAreasOther'],
  ['aiHelpAreas', 'Analysis', undefined],
  ['startupStage', OTHER, undefined],
  ['aiTimeSavings', 'No', undefined],
])('choosing %s = %s reveals %s', (field, option, revealed) => {
  expect(fieldRevealedBy(field, option)).toBe(revealed)
})
