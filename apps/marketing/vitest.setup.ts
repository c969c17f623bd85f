import { fillLocalBuildEnv } from '@app/site-config'

// The local stack's public demo values, as `vite dev` gets them (vite.config.ts); set before any app module
// reads `import.meta.env`.
fillLocalBuildEnv()
