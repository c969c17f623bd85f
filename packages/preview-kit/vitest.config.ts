import { inlineScripts } from '@app/page-runtime/vite'
import { reactTestConfig } from '@app/vitest-config/react'
import { mergeConfig } from 'vitest/config'

// The prerender's head script is compiled from a module (`?inline-script`), in tests as in the build.
export default mergeConfig(reactTestConfig, { plugins: [inlineScripts()] })
