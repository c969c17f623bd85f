import { founderApp } from '@app/founder-preview/screens'
import { investorApp } from '@app/investor-preview/screens'
import { ISLAND_READY_ATTRIBUTE, WAITING_ISLAND_SELECTOR } from '@app/page-runtime/contract'
import { PREVIEW_ROOT_ID } from '@app/preview-kit/contract'
import { type AppName, appRoute, EARLY_ACCESS_PATH } from '@app/site-config'
import { NOT_FOUND_LOG_PREFIX } from '@app/ui-patterns/lib/log-not-found'
import { expect, type Page } from '@playwright/test'
import { consoleErrors } from './console.ts'

/** A preview's root once its app's code has taken over the prerendered page. */
export const HYDRATED_PREVIEW_ROOT = `#${PREVIEW_ROOT_ID}[${ISLAND_READY_ATTRIBUTE}]`

const screenPaths = (name: AppName, app: typeof founderApp) =>
  app.screens.map((screen) => `${appRoute(name).prefix}/${screen.path}`)

/**
 * Every preview screen's address, read from the apps' own screen lists, so a screen added there is visited by
 * every test that goes through all of them.
 */
export const previewScreenPaths = {
  founder: screenPaths('founder-preview', founderApp),
  investor: screenPaths('investor-preview', investorApp),
}

/** The names of the startup cards the investor preview shows (Discover), in order. */
export const startupNames = (page: Page) =>
  page.getByRole('region', { name: 'Startups' }).getByRole('heading', { level: 3 })

/**
 * On a phone, a preview's menu button opens the area's navigation (named `area`); choosing `link` opens `url`
 * and closes the menu again.
 */
export async function expectPhoneMenuNavigates(page: Page, area: string, link: string, url: string) {
  // The loading view has its own top bar; wait for the screen so the menu is the one that stays.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: area }).getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(url)
  // The menu has closed, whether the app had hydrated (it closes the menu) or not (the link loaded the page).
  await expect(page.getByRole('navigation', { name: area })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
}

/**
 * Opens an address no screen has: the not-found panel shows, and the console names the address as the visitor
 * asked for it, the preview's own prefix included.
 */
export async function openUnknownScreen(page: Page, path: string) {
  const errors = consoleErrors(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect.poll(() => errors).toContain(`${NOT_FOUND_LOG_PREFIX} ${path}`)
}

/**
 * A preview's not-found view leads home as the marketing site's does: its Return Home opens the site's home page
 * (the top bar above it still leads to every screen).
 */
export async function expectReturnHomeLeadsToLanding(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI-Powered Agentic Platform For Startup Success',
  )
}

/** The preview's header leads back to the marketing site: its logo to the home page, Get Early Access to the form. */
export async function expectMarketingLinks(page: Page) {
  await expect(page.getByRole('link', { name: 'VibeScore home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Get Early Access' }).first()).toHaveAttribute(
    'href',
    EARLY_ACCESS_PATH,
  )
}

/**
 * Opens a preview screen and waits until its code has taken over the prerendered page: what the tests here check
 * (where focus goes) is the app's doing, which a page still waiting for its code does not do yet.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator(WAITING_ISLAND_SELECTOR)).toHaveCount(0)
}
