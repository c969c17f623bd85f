import { earlyAccessDefaults, websummitDefaults } from '@app/forms/form-defaults'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EarlyAccessForm } from '../components/early-access-form'
import { WebsummitSurveyForm } from '../components/websummit-survey-form'
import { fakeClient } from './render-flow'

/**
 * Every value a form holds has a control on the page that sends it. A field added to the schema, the defaults and
 * the row but forgotten on screen passes the type check and every other test (an optional one is then always
 * stored empty); this fails it, naming the value. The pages are read as prerendered, so the check covers what a
 * visitor sees before the code runs, the survey's follow-up boxes included.
 */
describe.each([
  ['the early-access form', <EarlyAccessForm key="early" client={fakeClient()} />, earlyAccessDefaults],
  ['the survey', <WebsummitSurveyForm key="survey" client={fakeClient()} />, websummitDefaults],
] as [string, ReactNode, Record<string, unknown>][])('%s', (_name, form, defaults) => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(form)
  const page = container.querySelector('form')

  it.each(Object.keys(defaults))('has a control named %s', (value) => {
    expect(page?.elements.namedItem(value)).not.toBeNull()
  })
})
