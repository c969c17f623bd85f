import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GATEWAY_PORT } from '@app/site-config'
import { defineConfig, devices } from '@playwright/test'
import { DEBIAN_CHROMIUM_BUILDS } from './scripts/debian-chromium.mjs'

const isCI = Boolean(process.env.CI)
// The suite's own run (`pnpm test`, `pnpm test:e2e`: the package's `test:e2e` script sets E2E_OWN_SERVERS) starts
// its own gateway with a fresh database, and stops with "already used" when something else serves its port (a
// `pnpm start` left running, another checkout): never a run against another build or database without saying so.
// A spec run by hand (`pnpm --filter @app/e2e exec playwright test …`) reuses a gateway already serving the builds.
const reuseServers = !isCI && !process.env.E2E_OWN_SERVERS
const port = Number(process.env.PORT ?? GATEWAY_PORT)
const baseURL = `http://localhost:${port}`
// The production nginx template, run in front of plain static hosts of the same builds (see packages/gateway).
const nginxPort = port + 1
const withNginx = existsSync('/usr/sbin/nginx')
const repoRoot = path.resolve(import.meta.dirname, '..')

// This machine cannot download Playwright's browsers: use Debian's Chromium when it is there and fall back to
// Playwright's own browser elsewhere. Its headless shell first, the build Playwright itself runs headless tests
// in: the same Blink, without the full browser's window machinery, so a new page opens in about a third of
// the time and a preview loads in about half.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? DEBIAN_CHROMIUM_BUILDS.find((build) => existsSync(build))

// One fresh database per run, shared by the gateway (started once) and every worker through the environment
// (workers load this file again and find it set). The process that made it removes it when it exits, after
// Playwright has stopped the gateway: a few hundred MB a run, which would otherwise pile up in /tmp.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vibescore-e2e-db-'))
  process.env.E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Three workers on the two-core machines this runs on: many tests spend their time on the page's clock or the
  // throttled network, not the CPU, so a third worker shortens the suite.
  workers: 3,
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['./reporters/slowest-tests.ts'],
    ...(isCI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: executablePath
        ? [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ]
        : [],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    ...(withNginx
      ? [
          {
            name: 'nginx-smoke',
            testMatch: /smoke\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${nginxPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx packages/gateway/src/cli.ts serve',
      cwd: repoRoot,
      url: `${baseURL}/`,
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      // DATA_DIR: a fresh PGlite database, even where DATABASE_URL points the Data API's own tests at a server.
      env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withNginx
      ? [
          {
            command: 'node_modules/.bin/tsx packages/gateway/src/cli.ts nginx',
            cwd: repoRoot,
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: reuseServers,
            timeout: 60_000,
            env: { PORT: String(nginxPort) },
            // A stop it can answer (Playwright's default is SIGKILL), so the CLI removes nginx's scratch folder.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
})
