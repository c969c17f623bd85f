import { type AppName, appBase, appRoute } from '@app/site-config'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { BRAND_NAME } from '../brand'

/** Fills index.html's static title and description from the same constants the app uses at run time. */
function brandTextInHtml(documentTitle: string): Plugin {
  return {
    name: 'brand-text-in-html',
    transformIndexHtml: (html) =>
      html.replaceAll('%DOCUMENT_TITLE%', documentTitle).replaceAll('%BRAND_NAME%', BRAND_NAME),
  }
}

/** The Vite config every preview SPA shares: served under its route-table prefix on its fixed dev port. */
export function previewAppConfig(app: AppName, documentTitle: string): UserConfig {
  return {
    base: appBase(app),
    plugins: [react(), tailwindcss(), brandTextInHtml(documentTitle)],
    server: { port: appRoute(app).devPort, strictPort: true },
    build: { outDir: 'dist' },
  }
}
