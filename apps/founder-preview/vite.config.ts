import { previewAppConfig } from '@app/ui/vite'
import { previewDocumentTitle } from '@app/ui-patterns/lib/preview-app'
import { defineConfig } from 'vite'
import { founderApp } from './src/screens.ts'

export default defineConfig(previewAppConfig('founder-preview', previewDocumentTitle(founderApp)))
