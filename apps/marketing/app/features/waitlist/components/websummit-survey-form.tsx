import type { RegistrationClient } from '@app/forms/client'
import { websummitDefaults } from '@app/forms/form-defaults'
import { pageContext } from '@app/forms/page-context'
import { websummitRow } from '@app/forms/rows'
import { type QuestionField, surveyQuestionByField, surveyQuestions } from '@app/forms/survey-questions'
import type { ConditionalSurveyField } from '@app/forms/survey-visibility'
import { useRef } from 'react'
import { prepareToSubmit, useRegistrationSubmit } from '../hooks/use-registration-submit'
import { THANK_YOU_PAGE } from '../thank-you-state'
import { useWaitlistForm } from '../use-waitlist-form'
import { lazySchema, waitlistChecks } from '../validation'
import { ContactFields } from './contact-fields'
import { FollowUp } from './follow-up'

type WebsummitSurveyFormProps = {
  /** The network boundary; tests pass a fake. */
  client?: RegistrationClient
}

const sectionHeadingClassName = 'font-semibold text-foreground text-lg tracking-tight'

const validation = lazySchema((schemas) => schemas.websummitSchema)

/** The survey's "Other" text boxes: each is shown only while its question's "Other" is chosen. */
type OtherTextField = Extract<ConditionalSurveyField, `${string}Other`>

/** The numbered questions (1 to 7); a follow-up such as 3.1 belongs to the question before it. */
const mainQuestionCount = surveyQuestions.filter(({ number }) => !number.includes('.')).length

/** A question's number, wording and options from the survey catalogue, as the choice fields take them. */
function questionProps(field: QuestionField) {
  const { number, text, options } = surveyQuestionByField[field]
  return { number, question: text, options }
}

/**
 * The event survey (docs/waitlist.md): a contact block, then questions 1–7 with the conditional 3.1 and the
 * "Other" boxes shown exactly when their deciding answer is ticked (`FollowUp`; the rule lives in the
 * catalogue's `surveyConditionals`, read by `fieldRevealedBy` and `shownSurveyFields`).
 */
function WebsummitSurveyForm({ client }: WebsummitSurveyFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitRegistration = useRegistrationSubmit(client, formRef)
  const form = useWaitlistForm({
    defaultValues: websummitDefaults,
    ...waitlistChecks(validation.schema, formRef),
    onSubmit: ({ value }) =>
      submitRegistration(async () => {
        const row = websummitRow(await validation.dataFor(value), pageContext())
        return {
          send: (registration) => registration.registerWebsummit(row),
          thankYou: {
            to: THANK_YOU_PAGE.websummit,
            state: { email: row.email, topChallenge: row.survey_data.topChallenge },
          },
        }
      }),
  })

  /**
   * A question's "Other" box, under its options while "Other" is chosen. Only the top challenge's box must be
   * filled once shown; a list's "Other" box may stay empty, so it says "(optional)" and is not marked required.
   */
  const otherText = (name: OtherTextField, label: string) => (
    <FollowUp field={name} className="mt-4">
      <form.AppField name={name}>
        {(other) => <other.TextField label={label} optional={name !== 'topChallengeOther'} />}
      </form.AppField>
    </FollowUp>
  )

  return (
    <form.AppForm>
      <form.WaitlistFormElement
        ref={formRef}
        aria-label="Founder survey"
        className="group/survey grid gap-10"
        onStart={() => prepareToSubmit(client)}
      >
        <section aria-labelledby="survey-contact-heading" className="grid gap-5">
          <h2 id="survey-contact-heading" className={sectionHeadingClassName}>
            About you
          </h2>
          <ContactFields form={form} fields={{ fullName: 'fullName', email: 'email' }} />
          <form.AppField name="startupName">
            {(field) => (
              <field.TextField
                label="Startup name"
                autoComplete="organization"
                placeholder="Acme AI"
                optional
              />
            )}
          </form.AppField>
          <form.AppField name="termsAgreed">{(field) => <field.ConsentField />}</form.AppField>
        </section>

        <section aria-labelledby="survey-questions-heading" className="grid gap-10">
          <div className="grid gap-1">
            <h2 id="survey-questions-heading" className={sectionHeadingClassName}>
              Founder Challenges survey
            </h2>
            <p className="text-muted-foreground text-sm">
              {mainQuestionCount} quick questions. Tap your answers.
            </p>
          </div>

          <form.AppField name="startupStage">
            {(field) => <field.SingleChoiceField {...questionProps('startupStage')} layout="grid" />}
          </form.AppField>

          <form.AppField name="topChallenge">
            {(field) => (
              <field.SingleChoiceField {...questionProps('topChallenge')}>
                {otherText('topChallengeOther', 'Your top challenge')}
              </field.SingleChoiceField>
            )}
          </form.AppField>

          <div className="grid gap-6">
            <form.AppField name="trackingWeekly">
              {(field) => <field.SingleChoiceField {...questionProps('trackingWeekly')} layout="row" />}
            </form.AppField>
            <FollowUp field="trackingDifficulties" className="border-accent-200 border-l-2 pl-4">
              <form.AppField name="trackingDifficulties">
                {(field) => (
                  <field.MultiChoiceField {...questionProps('trackingDifficulties')}>
                    {otherText('trackingDifficultiesOther', 'Other difficulty')}
                  </field.MultiChoiceField>
                )}
              </form.AppField>
            </FollowUp>
          </div>

          <form.AppField name="toolsUsed">
            {(field) => (
              <field.MultiChoiceField {...questionProps('toolsUsed')}>
                {otherText('toolsUsedOther', 'Other tools')}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="externalHelp">
            {(field) => (
              <field.MultiChoiceField {...questionProps('externalHelp')}>
                {otherText('externalHelpOther', 'Other help')}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="aiHelpAreas">
            {(field) => (
              <field.MultiChoiceField {...questionProps('aiHelpAreas')}>
                {otherText('aiHelpAreasOther', 'Other areas')}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="aiTimeSavings">
            {(field) => <field.SingleChoiceField {...questionProps('aiTimeSavings')} />}
          </form.AppField>
        </section>

        <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>
        <form.SubmitButton label="Submit & Join the Waitlist" repeatNote />
      </form.WaitlistFormElement>
    </form.AppForm>
  )
}

export { WebsummitSurveyForm }
