import type { MarketingPath } from '@app/site-config'
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/** A page at one of the site's paths (`marketingPaths`), so a misspelt path fails the type check. */
const page = (path: Exclude<MarketingPath, '/'>, file: string) => route(path.slice(1), file)

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    page('/pricing', 'routes/pricing.tsx'),
    page('/vision', 'routes/vision.tsx'),
    page('/foundingteam', 'routes/founding-team.tsx'),
    page('/terms', 'routes/terms.tsx'),
    page('/privacy', 'routes/privacy.tsx'),
    page('/cookies', 'routes/cookies.tsx'),
    // Any other path; also prerendered at /404 as the document static hosts serve for unknown paths.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The form flow has its own minimal header (logo, Back Home), so it sits outside the site layout.
  page('/get-early-access', 'routes/get-early-access.tsx'),
  page('/get-early-access-websummit', 'routes/get-early-access-websummit.tsx'),
  page('/thank-you', 'routes/thank-you.tsx'),
  page('/thank-you-websummit', 'routes/thank-you-websummit.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig
