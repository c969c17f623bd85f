import type { Page } from '@playwright/test'

/** Form outcome texts as the visitor must see them, word for word (docs/messages.md). */
export const SUCCESS_TOAST = 'Registration successful!'
export const DUPLICATE_TOAST = 'This email is already registered. Please use a different email.'
export const FAILURE_TOAST = 'Something went wrong. Please try again.'

/** The Data API insert of a waitlist table, as the browser sends it. */
export const insertRequest = (table: string) => `**/rest/v1/${table}*`

/** Locators shared by both forms' contact fields. */
export function contactFields(page: Page) {
  return {
    fullName: page.getByLabel('Full name'),
    email: page.getByLabel('Email'),
    terms: page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }),
  }
}

/** A survey question: its fieldset, named by the legend ("Question 3.1: ..."). */
export function question(page: Page, number: string) {
  return page.getByRole('group', { name: new RegExp(`^Question ${number.replace('.', '\\.')}: `) })
}

/** Counts the insert requests the page sends, to prove that an invalid form sends none. */
export function countInserts(page: Page, table: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.url().includes(`/rest/v1/${table}`)) count += 1
  })
  return () => count
}

/** Console errors of the page (the failure path must log its cause). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
