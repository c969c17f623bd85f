import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('vision', 'routes/vision.tsx'),
    route('foundingteam', 'routes/founding-team.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('cookies', 'routes/cookies.tsx'),
    // Any other path; also prerendered at /404 as the document static hosts serve for unknown paths.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The form flow has its own minimal header (logo, Back Home), so it sits outside the site layout.
  route('get-early-access', 'routes/get-early-access.tsx'),
  route('get-early-access-websummit', 'routes/get-early-access-websummit.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('thank-you-websummit', 'routes/thank-you-websummit.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig
