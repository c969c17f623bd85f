import { previewRoutes } from '@app/preview-kit/routes'
import { founderApp } from './screens.ts'

export default previewRoutes(founderApp)
