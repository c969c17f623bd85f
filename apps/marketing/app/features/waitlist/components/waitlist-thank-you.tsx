import { PartyPopper } from 'lucide-react'
import { useThankYouState } from '../hooks/use-thank-you-state'
import { stateEmail } from '../thank-you-state'
import { ThankYouLayout } from './thank-you-layout'

/** /thank-you (docs/waitlist.md): confirms the general signup, naming the email passed by the form. */
function WaitlistThankYou() {
  const email = stateEmail(useThankYouState())
  return (
    <ThankYouLayout icon={<PartyPopper className="size-8" aria-hidden="true" />}>
      <h1 className="font-bold text-4xl text-foreground tracking-tight">Thank You!</h1>
      <p className="text-foreground text-lg leading-relaxed">
        You're on the waitlist! We'll notify you when the product is ready for you.
      </p>
      <p className="text-muted-foreground leading-relaxed">
        Keep an eye on{' '}
        {/* The address moves to a line of its own rather than breaking mid-word, its colon with it. */}
        {email ? (
          <span className="inline-block wrap-anywhere">
            <strong className="font-semibold text-foreground">{email}</strong>:
          </span>
        ) : (
          'your email:'
        )}{' '}
        we may send you a short survey so we can shape the platform around your startup.
      </p>
    </ThankYouLayout>
  )
}

export { WaitlistThankYou }
