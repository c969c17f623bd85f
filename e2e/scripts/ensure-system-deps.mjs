// What the e2e suite needs from the system: a Chromium (Debian's package where browser downloads are blocked,
// as on this project's CI, otherwise Playwright's own build) and nginx for the production-proxy smoke run.
// Installs the Debian packages only when running as root with apt; otherwise says what is missing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { DEBIAN_CHROMIUM_BUILDS, DEBIAN_CHROMIUM_PACKAGES } from './debian-chromium.mjs'

const NGINX = '/usr/sbin/nginx'

function playwrightChromiumInstalled() {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false
  }
}

// The headless shell is what the suite prefers: installed where we can, any other Chromium used where we cannot.
const hasChromium =
  Boolean(process.env.PLAYWRIGHT_CHROMIUM_PATH) ||
  existsSync(DEBIAN_CHROMIUM_BUILDS[0]) ||
  playwrightChromiumInstalled()
const hasAnyChromium = hasChromium || DEBIAN_CHROMIUM_BUILDS.some((build) => existsSync(build))
const missing = [...(hasChromium ? [] : DEBIAN_CHROMIUM_PACKAGES), ...(existsSync(NGINX) ? [] : ['nginx'])]
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

if (missing.length > 0 && canApt) {
  console.log(`Installing ${missing.join(', ')} from Debian for the e2e suite…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  })
} else if (!hasAnyChromium) {
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
}
if (!existsSync(NGINX)) console.warn('nginx is not installed: the production-proxy smoke run is skipped.')
