/**
 * Marketing pages are prerendered and fetch their JavaScript only after the first paint
 * (apps/marketing/build/hydrate-after-first-paint.ts). Until the loader runs it, React Router's bootstrap
 * module waits in a script of this type.
 */
export const DEFERRED_BOOTSTRAP_TYPE = 'text/x-module-after-first-paint'

/**
 * The User Timing mark a marketing page sets once React has hydrated it: the moment it became interactive,
 * visible in the browser's performance tools and what the e2e suite waits for before it acts like a visitor.
 */
export const HYDRATED_MARK = 'hydrated'
