import { links } from '@app/preview-kit/env'
import { describePreviewRoutes } from '@app/preview-kit/testing'
import { investorApp } from './screens.ts'

// Every screen from its route module in src/routes/, as the route table (src/routes.ts) builds the app.
describePreviewRoutes({
  app: investorApp,
  links,
  modules: import.meta.glob('./routes/*.tsx'),
  socialImages: import.meta.glob('../public/og/*.png', { query: '?url' }),
  headings: {
    dashboard: 'Good morning, Eleanor',
    discover: 'Discover',
    portfolio: 'My Portfolio',
    analytics: 'Analytics',
  },
})
