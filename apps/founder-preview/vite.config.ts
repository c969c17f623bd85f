import { previewSite } from '@app/ui-patterns/lib/preview-app'
import { previewAppConfig } from '@app/vite-config'
import { defineConfig } from 'vite'
import { founderApp } from './src/screens.ts'

export default defineConfig(previewAppConfig('founder-preview', previewSite(founderApp)))
