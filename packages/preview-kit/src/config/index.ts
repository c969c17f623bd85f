// Build-time only (react-router.config.ts, vite.config.ts): never reaches a browser bundle (`browser: null`).
export { previewReactRouterConfig } from './react-router.ts'
export { previewViteConfig } from './vite.ts'
