import { links } from '@app/preview-kit/env'
import { describePreviewRoutes } from '@app/preview-kit/testing'
import { founderApp } from './screens.ts'

// Every screen from its route module in src/routes/, as the route table (src/routes.ts) builds the app.
describePreviewRoutes({
  app: founderApp,
  links,
  modules: import.meta.glob('./routes/*.tsx'),
  socialImages: import.meta.glob('../public/og/*.png', { query: '?url' }),
  headings: {
    dashboard: /welcome back/i,
    'ai-cofounder': 'AI Cofounder',
    progress: 'Progress',
    connect: 'Connect',
    resources: 'Resources',
  },
})
