import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAppDirectory, index, type RouteConfig, route } from '@react-router/dev/routes'
import { type PreviewApp, type PreviewScreen, previewRouteShape, SCREEN_ROUTES_DIR } from '../app.ts'

/** The 404 screen's route module, the kit's own (it reads the app from the shell). */
const NOT_FOUND_MODULE = fileURLToPath(new URL('../client/preview-not-found.tsx', import.meta.url))

const screenModule = (screen: PreviewScreen) => `${SCREEN_ROUTES_DIR}/${screen.path}.tsx`

/**
 * A preview app's route table (its `src/routes.ts`), from its screen list (`previewRouteShape`): the first
 * screen at the index and at its own path, every screen at its path (its module `routes/<path>.tsx`), the 404
 * screen for anything else. The root route (the app's `src/root.tsx`: `PreviewDocument` and `PreviewShell`) is
 * the shell around them.
 */
export function previewRoutes(app: PreviewApp): RouteConfig {
  return previewRouteShape(app).map((shape) => {
    const file = shape.screen
      ? screenModule(shape.screen)
      : path.relative(getAppDirectory(), NOT_FOUND_MODULE)
    return 'index' in shape
      ? index(file, { id: shape.id })
      : route(shape.path, file, { id: shape.id, caseSensitive: shape.caseSensitive ?? false })
  })
}
