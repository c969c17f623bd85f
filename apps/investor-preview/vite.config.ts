import { previewAppConfig } from '@app/ui/vite'
import { previewPages } from '@app/ui-patterns/lib/preview-app'
import { defineConfig } from 'vite'
import { investorApp } from './src/screens.ts'

export default defineConfig(previewAppConfig('investor-preview', previewPages(investorApp)))
