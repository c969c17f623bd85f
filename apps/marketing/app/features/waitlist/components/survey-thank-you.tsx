import { challengeMessage } from '@app/forms/challenge-messages'
import { Rocket } from 'lucide-react'
import { useThankYouState } from '../hooks/use-thank-you-state'
import { stateEmail, stateTopChallenge } from '../thank-you-state'
import { ThankYouLayout } from './thank-you-layout'

/**
 * /thank-you-websummit (docs/waitlist.md): a note chosen by the survey's top challenge (a generic one for any other
 * value or none), then the report promise addressed to the email passed by the form.
 */
function SurveyThankYou() {
  const state = useThankYouState()
  const email = stateEmail(state)
  return (
    <ThankYouLayout icon={<Rocket className="size-8" aria-hidden="true" />}>
      <div className="grid gap-3 rounded-2xl bg-accent-50 px-5 py-5 text-left ring-1 ring-accent-100">
        <p className="text-accent-950 leading-relaxed">{challengeMessage(stateTopChallenge(state))}</p>
        <p className="font-semibold text-accent-800">You're the future Unicorn — no doubts.</p>
      </div>
      <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
        Thank You for Your Insights!
      </h1>
      <p className="text-foreground text-lg leading-relaxed">
        Your insights will shape our Founder Challenges 2025 Report.
      </p>
      <p className="text-muted-foreground leading-relaxed">
        {/* The product's sentence names the address; opened without one, it still reads as a sentence. */}
        {email ? (
          <>
            You'll receive your copy at{' '}
            <strong className="inline-block wrap-anywhere font-semibold text-foreground">{email}</strong>
          </>
        ) : (
          "You'll receive your copy at the email address you gave us."
        )}
      </p>
    </ThankYouLayout>
  )
}

export { SurveyThankYou }
