import type { OTHER, TopChallenge } from './options.ts'

type NamedChallenge = Exclude<TopChallenge, typeof OTHER>

/** The event thank-you page's personal note, one per named top challenge (docs/waitlist.md, "Thank-you pages"). */
export const challengeMessages: Record<NamedChallenge, string> = {
  Fundraising:
    'Fundraising is a marathon run at sprint pace, and you are already moving. Every "no" brings you one conversation closer to the investor who truly gets your vision.',
  'Focus & Prioritization':
    'Saying no to good ideas so you can say yes to the right one is a founder superpower. You are sharpening it right now, and that focus will compound week after week.',
  'Maintaining velocity':
    'Momentum is built one shipped week at a time. Keep your loops short and your wins visible: speed is the unfair advantage big companies can never buy.',
  'Finding co-founder':
    'The right co-founder is out there looking for someone exactly like you. Keep building in the open, because great partners are drawn to founders who ship.',
  'Building team':
    'Every great company is a great team first. The people you bring in now will shape your culture for years, and you are laying the foundation of something big.',
  'Product-market fit':
    'Product-market fit hides in the customer conversations most founders skip. Stay close to your users: the signal is nearer than it feels.',
  'Customer acquisition':
    'Your first hundred customers are won by hand, and each one teaches you how to win the next thousand. Keep showing up; the channel that scales is already in your data.',
  Runway:
    'Constraints breed creativity, and lean teams ship what truly matters. Make every week count and turn your runway into a launchpad.',
}

export const GENERIC_CHALLENGE_MESSAGE =
  'Whatever you are tackling right now, I see big wins ahead. The best founders turn their hardest challenge into their sharpest edge.'

const isNamedChallenge = (value: unknown): value is NamedChallenge =>
  typeof value === 'string' && Object.hasOwn(challengeMessages, value)

/** The message for a top challenge taken from navigation state, so any value (or none) is accepted. */
export function challengeMessage(topChallenge: unknown): string {
  return isNamedChallenge(topChallenge) ? challengeMessages[topChallenge] : GENERIC_CHALLENGE_MESSAGE
}
