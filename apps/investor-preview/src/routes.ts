import { previewRoutes } from '@app/preview-kit/routes'
import { investorApp } from './screens.ts'

export default previewRoutes(investorApp)
