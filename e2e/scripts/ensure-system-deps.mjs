// Makes sure a Chromium is there for Playwright: Debian's package where browser downloads are blocked (this
// project's CI), otherwise Playwright's own build.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const playwrightChromium = (() => {
  try {
    return chromium.executablePath()
  } catch {
    return ''
  }
})()

if (process.env.PLAYWRIGHT_CHROMIUM_PATH || existsSync(DEBIAN_CHROMIUM) || existsSync(playwrightChromium)) {
  process.exit(0)
}
const isRoot = process.getuid?.() === 0
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Installing Debian Chromium for the e2e suite…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    { stdio: 'inherit', env },
  )
} else {
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
}
