import { previewReactRouterConfig } from '@app/preview-kit/config'
import { investorApp } from './src/screens.ts'

export default previewReactRouterConfig('investor-preview', investorApp)
