import { previewAppConfig } from '@app/ui/vite'
import { defineConfig } from 'vite'
import { documentTitle } from './src/document-title.ts'

export default defineConfig(previewAppConfig('founder-preview', documentTitle()))
