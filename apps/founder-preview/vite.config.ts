import { previewViteConfig } from '@app/preview-kit/config'
import { defineConfig } from 'vite'

export default defineConfig((env) => previewViteConfig('founder-preview', env))
