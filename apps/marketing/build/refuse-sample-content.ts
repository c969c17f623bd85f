import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ALLOW_SAMPLE_CONTENT } from '@app/site-config'
import { SITE_CONTENT_FILE, type SiteContent, siteContent } from '@app/site-content'
import { findPlaceholders, formatPlaceholderReport } from '@app/site-content/placeholders'
import type { Plugin } from 'vite'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const publicDir = path.resolve(import.meta.dirname, '../public')

/**
 * A production build (mode `production`) stops before bundling anything while the site content still holds a
 * placeholder, listing each with its line in the file to edit. The local stack sets ALLOW_SAMPLE_CONTENT=1
 * (`localBuildEnv()`), and its pages mark each placeholder with a "Sample" badge instead.
 */
export function refuseSampleContent(content: SiteContent = siteContent): Plugin {
  let mode = 'production'
  return {
    name: 'marketing:refuse-sample-content',
    apply: 'build',
    configResolved(config) {
      mode = config.mode
    },
    buildStart() {
      if (mode !== 'production' || process.env[ALLOW_SAMPLE_CONTENT] === '1') return
      const placeholders = findPlaceholders(content, {
        publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath)),
      })
      if (placeholders.length === 0) return
      const source = readFileSync(path.join(repoRoot, SITE_CONTENT_FILE), 'utf8')
      this.error(formatPlaceholderReport(placeholders, { file: SITE_CONTENT_FILE, source }))
    },
  }
}
