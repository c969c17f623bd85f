import { appBase, appRoute } from '@app/site-config'
import { BRAND_NAME } from '@app/ui/brand'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { documentTitle } from './src/document-title.ts'

/** Fills index.html's static title and description from the same constants the app uses at run time. */
function brandTextInHtml(): Plugin {
  return {
    name: 'brand-text-in-html',
    transformIndexHtml: (html) =>
      html.replaceAll('%DOCUMENT_TITLE%', documentTitle()).replaceAll('%BRAND_NAME%', BRAND_NAME),
  }
}

export default defineConfig({
  base: appBase('founder-preview'),
  plugins: [react(), tailwindcss(), brandTextInHtml()],
  server: { port: appRoute('founder-preview').devPort, strictPort: true },
  build: { outDir: 'dist' },
})
