/** The screens' paths inside the app (relative to the router basename). */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  discover: '/discover',
  portfolio: '/portfolio',
  analytics: '/analytics',
} as const
