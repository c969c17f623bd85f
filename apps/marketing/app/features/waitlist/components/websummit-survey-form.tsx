import type { RegistrationClient } from '@app/forms/client'
import { websummitDefaults } from '@app/forms/form-defaults'
import { pageContext } from '@app/forms/page-context'
import { websummitRow } from '@app/forms/row-builders'
import { type QuestionField, surveyQuestionByField } from '@app/forms/survey-questions'
import { type ConditionalSurveyField, shownSurveyFields } from '@app/forms/survey-visibility'
import type * as React from 'react'
import { useRef } from 'react'
import { prepareToSubmit, useRegistrationSubmit } from '../hooks/use-registration-submit'
import { useWaitlistForm } from '../use-waitlist-form'
import { lazySchema, waitlistChecks } from '../validation'
import { ContactFields } from './contact-fields'

type WebsummitSurveyFormProps = {
  /** The network boundary; tests pass a fake. */
  client?: RegistrationClient
}

const followUpClassName = 'mt-4'
const sectionHeadingClassName = 'font-semibold text-foreground text-lg tracking-tight'

const validation = lazySchema((schemas) => schemas.websummitSchema)

/** A question's number, wording and options from the survey catalogue, as the choice fields take them. */
function questionProps(field: QuestionField) {
  const { number, text, options } = surveyQuestionByField[field]
  return { number, question: text, options }
}

/**
 * The event survey (docs/waitlist.md): a contact block, then questions 1–7 with the conditional 3.1 and the
 * "Other" boxes shown exactly when their deciding answer calls for them (the rule lives in `shownSurveyFields`).
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
            to: '/thank-you-websummit',
            state: { email: row.email, topChallenge: row.survey_data.topChallenge },
          },
        }
      }),
  })

  // One subscription per conditional field, so typing elsewhere does not re-render the questions.
  const whenShown = (conditional: ConditionalSurveyField, render: () => React.ReactNode) => (
    <form.Subscribe selector={(state) => shownSurveyFields(state.values)[conditional]}>
      {(shown) => (shown ? render() : null)}
    </form.Subscribe>
  )

  return (
    <form.AppForm>
      <form.WaitlistFormElement
        ref={formRef}
        aria-label="Founder survey"
        className="grid gap-10"
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
            <p className="text-muted-foreground text-sm">7 quick questions. Tap your answers.</p>
          </div>

          <form.AppField name="startupStage">
            {(field) => <field.SingleChoiceField {...questionProps('startupStage')} layout="grid" />}
          </form.AppField>

          <form.AppField name="topChallenge">
            {(field) => (
              <field.SingleChoiceField {...questionProps('topChallenge')}>
                {whenShown('topChallengeOther', () => (
                  <form.AppField name="topChallengeOther">
                    {(other) => <other.TextField label="Your top challenge" className={followUpClassName} />}
                  </form.AppField>
                ))}
              </field.SingleChoiceField>
            )}
          </form.AppField>

          <div className="grid gap-6">
            <form.AppField name="trackingWeekly">
              {(field) => <field.SingleChoiceField {...questionProps('trackingWeekly')} layout="row" />}
            </form.AppField>
            {whenShown('trackingDifficulties', () => (
              <div className="border-accent-200 border-l-2 pl-4">
                <form.AppField name="trackingDifficulties">
                  {(field) => (
                    <field.MultiChoiceField {...questionProps('trackingDifficulties')}>
                      {whenShown('trackingDifficultiesOther', () => (
                        <form.AppField name="trackingDifficultiesOther">
                          {(other) => (
                            <other.TextField label="Other difficulty" className={followUpClassName} />
                          )}
                        </form.AppField>
                      ))}
                    </field.MultiChoiceField>
                  )}
                </form.AppField>
              </div>
            ))}
          </div>

          <form.AppField name="toolsUsed">
            {(field) => (
              <field.MultiChoiceField {...questionProps('toolsUsed')}>
                {whenShown('toolsUsedOther', () => (
                  <form.AppField name="toolsUsedOther">
                    {(other) => <other.TextField label="Other tools" className={followUpClassName} />}
                  </form.AppField>
                ))}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="externalHelp">
            {(field) => (
              <field.MultiChoiceField {...questionProps('externalHelp')}>
                {whenShown('externalHelpOther', () => (
                  <form.AppField name="externalHelpOther">
                    {(other) => <other.TextField label="Other help" className={followUpClassName} />}
                  </form.AppField>
                ))}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="aiHelpAreas">
            {(field) => (
              <field.MultiChoiceField {...questionProps('aiHelpAreas')}>
                {whenShown('aiHelpAreasOther', () => (
                  <form.AppField name="aiHelpAreasOther">
                    {(other) => <other.TextField label="Other areas" className={followUpClassName} />}
                  </form.AppField>
                ))}
              </field.MultiChoiceField>
            )}
          </form.AppField>

          <form.AppField name="aiTimeSavings">
            {(field) => <field.SingleChoiceField {...questionProps('aiTimeSavings')} />}
          </form.AppField>
        </section>

        <form.AppField name="website">{(field) => <field.HoneypotField />}</form.AppField>
        <form.SubmitButton label="Submit & Join the Waitlist" />
      </form.WaitlistFormElement>
    </form.AppForm>
  )
}

export { WebsummitSurveyForm }
