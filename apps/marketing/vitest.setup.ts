import { GATEWAY_PORT, localBuildEnv } from '@app/site-config'

// The local stack's public demo values, as `vite dev` gets them (vite.config.ts); set before any app module
// reads `import.meta.env`.
for (const [key, value] of Object.entries(localBuildEnv(`http://localhost:${GATEWAY_PORT}`)))
  process.env[key] ??= value
