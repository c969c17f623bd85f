import { previewSite } from '@app/ui-patterns/lib/preview-app'
import { previewAppConfig } from '@app/vite-config'
import { defineConfig } from 'vite'
import { investorApp } from './src/screens.ts'

export default defineConfig(previewAppConfig('investor-preview', previewSite(investorApp)))
