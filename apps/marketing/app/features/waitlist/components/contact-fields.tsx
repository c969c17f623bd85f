import { withWaitlistFieldGroup } from '../use-waitlist-form'

/** Full name and email, the contact block every waitlist form starts with. */
const ContactFields = withWaitlistFieldGroup({
  defaultValues: { fullName: '', email: '' },
  render: function ContactFieldsRender({ group }) {
    return (
      <>
        <group.AppField name="fullName">
          {(field) => <field.TextField label="Full name" autoComplete="name" placeholder="Jane Founder" />}
        </group.AppField>
        <group.AppField name="email">
          {(field) => (
            <field.TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="jane@startup.com"
            />
          )}
        </group.AppField>
      </>
    )
  },
})

export { ContactFields }
