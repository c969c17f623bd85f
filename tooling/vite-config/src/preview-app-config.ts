import { type AppName, appBase, appRoute } from '@app/site-config'
import { BRAND_NAME } from '@app/ui/brand'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
import { type PreviewSite, previewPages } from './preview-pages'

/**
 * The Vite config every preview SPA shares: served under its route-table prefix on its fixed dev port, with
 * one prerendered HTML page per screen (title, description, social card, noscript notice) and a 404 page.
 */
export function previewAppConfig(app: AppName, site: PreviewSite): UserConfig {
  const base = appBase(app)
  return {
    base,
    plugins: [
      react(),
      tailwindcss(),
      previewPages({
        ...site,
        routesModule: 'src/routes.tsx',
        base,
        brandName: BRAND_NAME,
        homeHref: `${process.env.VITE_MARKETING_ORIGIN ?? ''}/`,
        siteUrl: process.env.VITE_SITE_URL || undefined,
      }),
    ],
    server: { port: appRoute(app).devPort, strictPort: true },
    build: { outDir: 'dist' },
  }
}
