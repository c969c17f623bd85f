import { formatGbpCompact } from '@app/ui/lib/format-number'
import { SAMPLE_VIBE_SCORE } from '../constants.ts'
import { founderMrr, founderMrrGrowth } from './mrr.ts'
import { founderProfile } from './profile.ts'

const mrr = formatGbpCompact(founderMrr.current)
// "7.4%": the sign is for metric cards; in a sentence the growth reads without it.
const monthlyGrowth = founderMrrGrowth.month.replace(/^\+/, '')
const raise = formatGbpCompact(founderProfile.raise.amount)

/**
 * The scripted AI coach (docs/previews.md, "The AI coach"): a greeting, four suggested prompts with their canned
 * replies, and the reply to anything else. Replies use line breaks for short lists.
 */
export const founderCoachScript = {
  greeting: `Hi ${founderProfile.firstName}, I’m your AI cofounder. I’ve read ${founderProfile.startupName}’s latest numbers: your Vibe Score is ${SAMPLE_VIBE_SCORE} and Traction is the category holding it back. Ask me anything, or pick one of the suggestions below.`,
  prompts: [
    {
      prompt: 'How can I improve my Vibe Score?',
      reply:
        'Your fastest gains are in Traction (142 / 300) and Market (164 / 300):\n1. Lift week-one activation from 34% to 45% with guided bank connection. That alone is worth about +14 points.\n2. Publish two customer case studies with hard numbers (hours saved, fees avoided) to strengthen Market.\n3. Keep your quarterly OKR completion above 70% (72% now) and close the open tasks of this week; consistency is scored every week.\nDo these three and you should pass 195 within a month.',
    },
    {
      prompt: 'Review my pitch deck',
      reply: `Here’s a first pass on the deck structure seed investors expect:\n1. Open with the problem in one line: freelancers lose 5 hours a month on bookkeeping.\n2. Move traction to slide 3: ${mrr} MRR, ${monthlyGrowth} monthly growth and 10 design partners are your strongest proof.\n3. Make the ask concrete: ${raise} for 18 months of runway, tied to three milestones.\n4. Cut the feature tour to one slide and show the product in a single screenshot.\nUpload the latest version to your Data Room and I’ll review it slide by slide.`,
    },
    {
      prompt: 'What should I focus on this week?',
      reply:
        'Three things, in this order:\n1. Ship the guided bank-connection onboarding (due Thursday). It moves activation, your top priority.\n2. Run the pricing headline A/B test so you have a result before the investor update.\n3. Draft the June investor update on Saturday with the new MRR figure and one clear ask.\nEverything else can wait until next week.',
    },
    {
      prompt: 'How do I find the right investors?',
      reply:
        'Start with fit, not volume:\n1. Target pre-seed and seed funds with a fintech or SMB-software thesis that write £250k–£1M cheques.\n2. Prioritise warm paths: Priya Raman at Northbeam Ventures is a 94% match and you share 7 connections.\n3. Check SEIS/EIS eligibility with UK angels early; it shapes their decision.\n4. Keep a simple pipeline (contacted, first call, partner meeting, term sheet) and update it weekly.\nThe Connect tab lists your best matches right now.',
    },
  ],
  fallbackReply:
    'To give you advice grounded in your own numbers, I need a little more context. Please complete your onboarding and connect your Data Room materials (pitch deck, financial model and metrics exports). Once they’re in, I can answer questions like this one specifically for Ledgerly.',
} as const
