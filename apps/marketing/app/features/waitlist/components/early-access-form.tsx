import type { RegistrationClient } from '@app/forms/client'
import { earlyAccessDefaults } from '@app/forms/form-defaults'
import { roleOptions } from '@app/forms/options'
import { pageContext } from '@app/forms/page-context'
import { earlyAccessRow } from '@app/forms/rows'
import { useRef } from 'react'
import { prepareToSubmit, useRegistrationSubmit } from '../hooks/use-registration-submit'
import { THANK_YOU_PAGE } from '../thank-you-state'
import { useWaitlistForm } from '../use-waitlist-form'
import { lazySchema, waitlistChecks } from '../validation'
import { ContactFields } from './contact-fields'

type EarlyAccessFormProps = {
  /** The network boundary; tests pass a fake. */
  client?: RegistrationClient
}

const validation = lazySchema((schemas) => schemas.earlyAccessSchema)

/** The general waitlist form (docs/waitlist.md): full name, email, optional role and the terms agreement. */
function EarlyAccessForm({ client }: EarlyAccessFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitRegistration = useRegistrationSubmit(client, formRef)
  const form = useWaitlistForm({
    defaultValues: earlyAccessDefaults,
    ...waitlistChecks(validation.schema, formRef),
    onSubmit: ({ value }) =>
      submitRegistration(async () => {
        const row = earlyAccessRow(await validation.dataFor(value), pageContext())
        return {
          send: (registration) => registration.registerEarlyAccess(row),
          thankYou: { to: THANK_YOU_PAGE.earlyAccess, state: { email: row.email } },
        }
      }),
  })

  return (
    <form.AppForm>
      <form.WaitlistFormElement
        ref={formRef}
        aria-label="Join the waitlist"
        className="grid gap-5"
        onStart={() => prepareToSubmit(client)}
      >
        <ContactFields form={form} fields={{ fullName: 'fullName', email: 'email' }} />
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              label="Your role"
              placeholder="Select your role"
              options={roleOptions}
              optional
            />
          )}
        </form.AppField>
        <form.AppField name="termsAgreed">{(field) => <field.ConsentField />}</form.AppField>
        <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>
        <form.SubmitButton label="Join the Waitlist" />
      </form.WaitlistFormElement>
    </form.AppForm>
  )
}

export { EarlyAccessForm }
