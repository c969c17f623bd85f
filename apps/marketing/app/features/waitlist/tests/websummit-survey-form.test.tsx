import { GENERIC_FAILURE } from '@app/forms/messages'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { WebsummitSurveyForm } from '../components/websummit-survey-form'
import { allowBusyMachine, fakeClient, renderFlow } from './render-flow'

allowBusyMachine()

const PATH = '/get-early-access-websummit'

function renderSurvey(client = fakeClient()) {
  return { client, ...renderFlow(PATH, <WebsummitSurveyForm client={client} />) }
}

// Each question is a fieldset named by its legend ("Question 3: ...").
const question = (number: string) => screen.getByRole('group', { name: new RegExp(`^Question ${number}: `) })
const submit = () => screen.getByRole('button', { name: 'Submit & Join the Waitlist' })

async function choose(user: UserEvent, number: string, option: string) {
  await user.click(within(question(number)).getByRole('radio', { name: option }))
}

async function toggle(user: UserEvent, number: string, option: string) {
  await user.click(within(question(number)).getByRole('checkbox', { name: option }))
}

async function fillContact(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Grace Hopper')
  await user.type(screen.getByLabelText('Email'), 'grace@example.com')
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
}

async function answerAll(user: UserEvent) {
  await choose(user, '1', 'MVP')
  await choose(user, '2', 'Runway')
  await choose(user, '3', 'Yes')
  await toggle(user, '4', 'CRM')
  await toggle(user, '5', 'Mentor')
  await toggle(user, '6', 'Pitch decks')
  await choose(user, '7', 'up to 50%')
}

/** The message shown for a question or control, found through its aria-describedby link. */
function messageOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('WebsummitSurveyForm layout', () => {
  it('numbers seven questions, with the follow-up 3.1 after question 3', () => {
    renderSurvey()
    const numbers = Array.from(
      document.querySelectorAll('legend'),
      (legend) => /Question ([\d.]+):/.exec(legend.textContent ?? '')?.[1],
    )
    expect(numbers).toEqual(['1', '2', '3', '3.1', '4', '5', '6', '7'])
  })

  it('answers single-choice questions with one radio and multi-choice ones with checkboxes that toggle', async () => {
    const { user } = renderSurvey()
    await choose(user, '1', 'Idea')
    await choose(user, '1', 'Seed')
    const checked = within(question('1'))
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked)
    expect(checked).toEqual([within(question('1')).getByRole('radio', { name: 'Seed' })])

    const crm = within(question('4')).getByRole('checkbox', { name: 'CRM' }) as HTMLInputElement
    expect(crm.checked).toBe(false)
    await user.click(crm)
    expect(crm.checked).toBe(true)
    await user.click(crm)
    expect(crm.checked).toBe(false)
  })
})

// Which follow-up shows is the stylesheet's work (happy-dom applies none): e2e/tests/forms/websummit-survey.spec.ts
// watches each appear for its own answer and go in Chromium, and early-controls.spec.ts before any code has run.
// Here: each is in the page from the start, inside its question.
describe('WebsummitSurveyForm follow-ups', () => {
  it.each([
    ['Your top challenge', '2'],
    ['Other difficulty', '3.1'],
    ['Other tools', '4'],
    ['Other help', '5'],
    ['Other areas', '6'],
  ])('the "%s" box is in the page from the start, inside question %s', (label, number) => {
    renderSurvey()
    expect(question(number).contains(screen.getByLabelText(new RegExp(`^${label}`)))).toBe(true)
  })

  // Only the top challenge's "Other" must be filled once chosen; the lists' "Other" boxes may stay empty, and a
  // screen reader hears that: "required" on the one, "(optional)" in the name of the others.
  it.each([
    ['Your top challenge', true],
    ['Other difficulty', false],
    ['Other tools', false],
    ['Other help', false],
    ['Other areas', false],
  ])('the "%s" box is required: %s', (label, required) => {
    renderSurvey()
    const box = screen.getByRole('textbox', { name: new RegExp(`^${label}`) })
    expect(box.getAttribute('aria-required') === 'true').toBe(required)
    expect(screen.getByRole('textbox', { name: required ? label : `${label} (optional)` })).toBe(box)
  })
})

describe('WebsummitSurveyForm validation', () => {
  it('shows every required message at its question, focuses the first and sends nothing', async () => {
    const { user, client } = renderSurvey()
    await user.click(submit())

    await screen.findByText('Full name is required')
    expect(messageOf(screen.getByLabelText('Full name'))).toBe('Full name is required')
    expect(messageOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address')
    expect(messageOf(screen.getByRole('checkbox', { name: /I agree/ }))).toBe(
      'You must agree to the terms and privacy policy',
    )
    expect(messageOf(question('1'))).toBe('Please select your startup stage')
    expect(messageOf(question('2'))).toBe('Please select your top challenge')
    expect(messageOf(question('3'))).toBe('Please select an option')
    expect(messageOf(question('4'))).toBe('Please select at least one tool')
    expect(messageOf(question('5'))).toBe('Please select at least one option')
    expect(messageOf(question('6'))).toBe('Please select at least one option')
    expect(messageOf(question('7'))).toBe('Please select an option')
    expect(screen.getByLabelText(/Startup name/).getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')))
    expect(client.registerWebsummit).not.toHaveBeenCalled()
  })

  it('focuses the first unanswered question when the contact block is complete', async () => {
    const { user } = renderSurvey()
    await fillContact(user)
    await choose(user, '1', 'Idea')
    await user.click(submit())
    await waitFor(() => expect(document.activeElement).toBe(within(question('2')).getAllByRole('radio')[0]))
  })

  it.each([
    ['an empty "Other" challenge', 'Please specify your challenge'],
    ['no difficulty after answering No', 'Please select at least one difficulty'],
  ])('requires follow-ups: %s', async (_case, message) => {
    const { user, client } = renderSurvey()
    await fillContact(user)
    await answerAll(user)
    if (message === 'Please specify your challenge') await choose(user, '2', 'Other')
    else await choose(user, '3', 'No')
    await user.click(submit())
    await screen.findByText(message)
    expect(client.registerWebsummit).not.toHaveBeenCalled()
  })

  it.each([
    [200, null],
    [201, 'Startup name must be less than 200 characters'],
  ])('a startup name of %i characters → %s', async (length, message) => {
    const { user } = renderSurvey()
    await user.click(screen.getByLabelText(/Startup name/))
    await user.paste('s'.repeat(length))
    await user.click(submit())
    await waitFor(() => expect(messageOf(screen.getByLabelText(/Startup name/))).toBe(message))
  })

  it.each([
    [500, null],
    [501, 'Response must be less than 500 characters'],
  ])('an "Other" answer of %i characters → %s', async (length, message) => {
    const { user } = renderSurvey()
    await toggle(user, '4', 'Other')
    await user.click(screen.getByLabelText(/^Other tools/))
    await user.paste('t'.repeat(length))
    await user.click(submit())
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Other tools/))).toBe(message))
  })
})

describe('WebsummitSurveyForm submission', () => {
  it('stores the answers and navigates with the email and top challenge', async () => {
    const { user, client } = renderSurvey()
    await fillContact(user)
    await user.type(screen.getByLabelText(/Startup name/), 'Cobol Labs')
    await answerAll(user)
    await choose(user, '3', 'No')
    await toggle(user, '3.1', 'Time')
    await toggle(user, '4', 'Analytics')
    await toggle(user, '4', 'Other')
    await user.type(screen.getByLabelText(/^Other tools/), 'Airtable')
    await user.click(submit())

    await screen.findByText('Registration successful!')
    const navigation = await screen.findByRole('status', { name: 'navigation' })
    expect(navigation.textContent).toBe(
      '/thank-you-websummit {"email":"grace@example.com","topChallenge":"Runway"}',
    )
    expect(client.registerWebsummit.mock.calls[0]?.[0]).toMatchObject({
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      startup_name: 'Cobol Labs',
      checkbox_consent: true,
      survey_data: {
        startupStage: 'MVP',
        topChallenge: 'Runway',
        topChallengeOther: null,
        trackingWeekly: 'No',
        trackingDifficulties: ['Time'],
        trackingDifficultiesOther: null,
        // Catalogue order, whatever order they were tapped in.
        toolsUsed: ['Analytics', 'CRM', 'Other'],
        toolsUsedOther: 'Airtable',
        externalHelp: ['Mentor'],
        externalHelpOther: null,
        aiHelpAreas: ['Pitch decks'],
        aiHelpAreasOther: null,
        aiTimeSavings: 'up to 50%',
      },
    })
  })

  it('does not send what a follow-up held once its deciding answer is undone', async () => {
    const { user, client } = renderSurvey()
    await fillContact(user)
    await answerAll(user)
    await choose(user, '2', 'Other')
    await user.type(screen.getByLabelText('Your top challenge'), 'Hiring a CFO')
    await choose(user, '2', 'Runway')
    await choose(user, '3', 'No')
    await toggle(user, '3.1', 'Time')
    await choose(user, '3', 'Yes')
    await toggle(user, '4', 'Other')
    await user.type(screen.getByLabelText(/^Other tools/), 'Airtable')
    await toggle(user, '4', 'Other')
    await user.click(submit())

    await screen.findByText('Registration successful!')
    expect(client.registerWebsummit.mock.calls[0]?.[0].survey_data).toMatchObject({
      topChallenge: 'Runway',
      topChallengeOther: null,
      trackingWeekly: 'Yes',
      // 3.1 not shown: an empty list, whatever it held.
      trackingDifficulties: [],
      toolsUsed: ['CRM'],
      toolsUsedOther: null,
    })
  })

  it.each([
    [
      { status: 'duplicate', code: '23505' } as const,
      'This email is already registered. Please use a different email.',
    ],
    [{ status: 'failure', message: 'Failed to fetch' } as const, GENERIC_FAILURE],
  ])('on %o shows "%s", stays and keeps the answers', async (result, message) => {
    const { user } = renderSurvey(fakeClient(result))
    await fillContact(user)
    await answerAll(user)
    await user.click(submit())

    await screen.findByText(message)
    expect(screen.queryByRole('status', { name: 'navigation' })).toBeNull()
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.com')
    expect(within(question('1')).getByRole('radio', { name: 'MVP' })).toHaveProperty('checked', true)
    expect(within(question('4')).getByRole('checkbox', { name: 'CRM' })).toHaveProperty('checked', true)
  })
})
