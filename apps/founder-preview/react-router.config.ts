import { previewReactRouterConfig } from '@app/preview-kit/config'
import { founderApp } from './src/screens.ts'

export default previewReactRouterConfig('founder-preview', founderApp)
