import type {
  AiHelpArea,
  AiTimeSavings,
  ExternalHelp,
  StartupStage,
  ToolUsed,
  TopChallenge,
  TrackingDifficulty,
  TrackingWeekly,
} from '@app/forms/options'

/**
 * How seeded founders answer: plausible for an event crowd (mostly early stage) and varied by stage, so the
 * report's cross-tabs have something to show. Typed by the catalogue's unions: a new option fails to compile
 * until it gets a weight here.
 */
export const stageWeights: Record<StartupStage, number> = {
  Idea: 14,
  Prototype: 12,
  MVP: 26,
  'Pre-seed': 24,
  Seed: 16,
  'Series A': 8,
}

const challenges = (weights: Record<TopChallenge, number>) => weights

export const challengeWeightsByStage: Record<StartupStage, Record<TopChallenge, number>> = {
  Idea: challenges({
    Fundraising: 14,
    'Focus & Prioritization': 14,
    'Maintaining velocity': 4,
    'Finding co-founder': 24,
    'Building team': 6,
    'Product-market fit': 22,
    'Customer acquisition': 8,
    Runway: 4,
    Other: 4,
  }),
  Prototype: challenges({
    Fundraising: 18,
    'Focus & Prioritization': 12,
    'Maintaining velocity': 6,
    'Finding co-founder': 14,
    'Building team': 6,
    'Product-market fit': 26,
    'Customer acquisition': 10,
    Runway: 4,
    Other: 4,
  }),
  MVP: challenges({
    Fundraising: 22,
    'Focus & Prioritization': 10,
    'Maintaining velocity': 6,
    'Finding co-founder': 6,
    'Building team': 6,
    'Product-market fit': 24,
    'Customer acquisition': 18,
    Runway: 4,
    Other: 4,
  }),
  'Pre-seed': challenges({
    Fundraising: 34,
    'Focus & Prioritization': 8,
    'Maintaining velocity': 6,
    'Finding co-founder': 3,
    'Building team': 8,
    'Product-market fit': 14,
    'Customer acquisition': 16,
    Runway: 7,
    Other: 4,
  }),
  Seed: challenges({
    Fundraising: 26,
    'Focus & Prioritization': 8,
    'Maintaining velocity': 10,
    'Finding co-founder': 1,
    'Building team': 16,
    'Product-market fit': 8,
    'Customer acquisition': 20,
    Runway: 7,
    Other: 4,
  }),
  'Series A': challenges({
    Fundraising: 14,
    'Focus & Prioritization': 10,
    'Maintaining velocity': 18,
    'Finding co-founder': 1,
    'Building team': 26,
    'Product-market fit': 5,
    'Customer acquisition': 18,
    Runway: 4,
    Other: 4,
  }),
}

/** Later stages report to investors and boards, so more of them track weekly. */
export const trackingWeightsByStage: Record<StartupStage, Record<TrackingWeekly, number>> = {
  Idea: { Yes: 18, Sometimes: 37, No: 45 },
  Prototype: { Yes: 24, Sometimes: 38, No: 38 },
  MVP: { Yes: 32, Sometimes: 38, No: 30 },
  'Pre-seed': { Yes: 38, Sometimes: 37, No: 25 },
  Seed: { Yes: 52, Sometimes: 32, No: 16 },
  'Series A': { Yes: 68, Sometimes: 24, No: 8 },
}

/** Multi-choice questions: the chance that a founder ticks each option. */
export const difficultyChances: Record<TrackingDifficulty, number> = {
  Time: 0.55,
  'Unclear metrics': 0.38,
  'No good tool': 0.24,
  'Not a habit': 0.34,
  "Don't know how": 0.14,
  Other: 0.05,
}

export const toolChances: Record<ToolUsed, number> = {
  'Notion/ClickUp/Trello': 0.62,
  'Google Sheets/Excel': 0.66,
  Analytics: 0.28,
  'Slack/WhatsApp/Telegram': 0.54,
  'AI tools': 0.48,
  'KPI dashboards': 0.14,
  CRM: 0.22,
  Other: 0.06,
}

export const helpChances: Record<ExternalHelp, number> = {
  Mentor: 0.44,
  'Professional Advisor': 0.18,
  'Co-founder (Team)': 0.52,
  'Online communities': 0.3,
  'AI assistant': 0.42,
  Education: 0.12,
  'On my own': 0.26,
  Other: 0.04,
}

export const aiAreaChances: Record<AiHelpArea, number> = {
  'Decision-making': 0.36,
  Prioritization: 0.5,
  'Market research': 0.46,
  Analysis: 0.32,
  'Idea evaluation': 0.22,
  'Pitch decks': 0.34,
  'Team management': 0.12,
  'Investor updates': 0.2,
  Communication: 0.16,
  Other: 0.04,
}

export const timeSavingsWeights: Record<AiTimeSavings, number> = {
  'up to 30%': 36,
  'up to 50%': 28,
  'up to 70%': 11,
  "Doesn't save time": 17,
  'Takes more time': 8,
}

/**
 * "Other" texts: a few answers many founders give (in their own spelling, which the report must group) and
 * some one-offs.
 */
export const otherPhrasings = {
  topChallengeOther: [
    'Hiring senior engineers',
    'Hiring senior engineers',
    'Regulatory approval',
    'Regulatory approval',
    'Finding pilot customers',
    'Balancing a day job with the startup',
    'Getting a visa to relocate the team',
    'Pricing the product',
  ],
  trackingDifficultiesOther: [
    'Data lives in too many tools',
    'Data lives in too many tools',
    'The team forgets to update it',
  ],
  toolsUsedOther: ['Airtable', 'Airtable', 'Linear', 'Jira', 'Miro', 'Pen and paper'],
  externalHelpOther: [
    'Accelerator programme',
    'Accelerator programme',
    'Angel investors',
    'Family and friends',
  ],
  aiHelpAreasOther: [
    'Grant applications',
    'Grant applications',
    'Legal documents',
    'Customer support',
    'Hiring',
  ],
} as const
