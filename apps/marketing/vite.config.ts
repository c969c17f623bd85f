import { appBase, appRoute } from '@app/site-config'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/** The shared UI package's modules have no import-time side effects (its CSS excepted). */
function isSideEffectFreeUiModule(id: string): boolean {
  return /[\\/]packages[\\/]ui[\\/]src[\\/]/.test(id) && !id.endsWith('.css')
}

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/

/** The shell every page shares: header, footer, icons, buttons and their small helpers. */
const siteShell = new RegExp(
  [
    String.raw`apps[\\/]marketing[\\/]app[\\/](components|hooks)[\\/]`,
    String.raw`packages[\\/]sample-data[\\/]src[\\/]content`,
    String.raw`packages[\\/]ui[\\/]src[\\/](brand|lib[\\/]utils|hooks|components[\\/](button|logo|section|not-found-panel))\.`,
    String.raw`node_modules[\\/](lucide-react|class-variance-authority|clsx|tailwind-merge|@radix-ui[\\/]react-(slot|compose-refs))[\\/]`,
  ].join('|'),
)

export default defineConfig({
  base: appBase('marketing'),
  plugins: [tailwindcss(), reactRouter()],
  server: { port: appRoute('marketing').devPort, strictPort: true },
  build: {
    rolldownOptions: {
      // Lets the bundler drop what a page does not use from the `@app/ui` barrel; otherwise importing
      // one button would load every component's dependencies (e.g. the toast library) on every page.
      treeshake: { moduleSideEffects: (id) => (isSideEffectFreeUiModule(id) ? false : undefined) },
      output: {
        // Two long-lived shared chunks instead of dozens of tiny ones (each a request that queues behind the
        // others on a slow connection); form, carousel and toast libraries stay in lazily loaded chunks.
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework },
            { name: 'site', test: siteShell },
          ],
        },
      },
    },
  },
})
