import { startPreviewApp } from '@app/preview-kit/client/start-preview-app'

startPreviewApp()
