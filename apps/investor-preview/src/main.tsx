import './app.css'
import { startPreviewApp } from '@app/ui-patterns/start-preview-app'
import { basename } from './env.ts'
import { routes } from './routes.tsx'

void startPreviewApp(routes, basename)
