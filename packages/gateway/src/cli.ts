import { once } from 'node:events'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type AppName,
  appRoute,
  appRoutes,
  GATEWAY_PORT,
  LOCAL_SUPABASE_URL,
  localBuildEnv,
  type MarketingEnvVariables,
} from '@app/site-config'
import { BRAND_NAME } from '@app/site-config/brand'
import { builtDataApiOrigins } from './built-data-api.ts'
import { inlineScriptHashes, liveInlineScriptHashes } from './inline-script-hashes.ts'
import { originPlaceholder, renderNginxConfig } from './nginx-config.ts'
import { writeLocalNginx } from './nginx-runner.ts'
import { onStop, runService, runToCompletion, stopAll, stopOnSignals } from './processes.ts'
import { type GatewayMode, startGateway } from './server.ts'
import { missingBuilds } from './static-apps.ts'

/** The variable naming the Data API the marketing build talks to: `proxy-config` allows its origin in the CSP. */
const SUPABASE_URL_VARIABLE = 'VITE_SUPABASE_URL' satisfies keyof MarketingEnvVariables

const USAGE = `Usage: tsx packages/gateway/src/cli.ts <command>
  start         build what is stale with the local env, then serve the builds + the local Data API
  build         only that build (what the e2e suite runs against)
  verify        that build, then the e2e suite beside TypeScript and every package's unit tests
                (\`verify test:e2e\`: only the build and the e2e suite)
  serve         serve existing builds + the local Data API (DATA_DIR picks the database folder)
  dev           the three Vite dev servers with hot reload behind the same origin + the local Data API
  nginx         run the production nginx template in front of local static hosts of the builds (CI)
  proxy-config  print the production nginx config (MARKETING_ORIGIN, FOUNDER_ORIGIN, INVESTOR_ORIGIN,
                ${SUPABASE_URL_VARIABLE}, LISTEN) with the CSP hashes of the current builds`

const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const command = process.argv[2] ?? 'start'
const port = Number(process.env.PORT ?? GATEWAY_PORT)
const siteUrl = `http://localhost:${port}`
const distDirs = appRoutes.map((app) => path.join(repoRoot, app.distDir))

function requireBuilds(): void {
  const missing = missingBuilds(repoRoot)
  if (missing.length > 0)
    throw new Error(`Missing builds (run \`pnpm start\` or \`pnpm build\`):\n${missing.join('\n')}`)
}

/** Builds made for another `DATA_API_PORT` still serve, but their forms would fail: say so before serving. */
function warnOfOtherDataApi(): void {
  const named = builtDataApiOrigins(path.join(repoRoot, appRoute('marketing').distDir))
  if (named.length > 0 && !named.includes(LOCAL_SUPABASE_URL))
    console.warn(
      `The marketing build sends its forms to ${named.join(', ')}, but this run's Data API is ${LOCAL_SUPABASE_URL}:\n` +
        'every submit would fail. Build with the same DATA_API_PORT (`pnpm start` builds and serves together).',
    )
}

function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required.\n\n${USAGE}`)
  return value
}

async function startLocalDataApi(): Promise<string> {
  const { startDataApi } = await import('@app/data-api')
  const api = await startDataApi({ dataDir: process.env.DATA_DIR })
  onStop(() => api.close())
  return api.url
}

async function listen(mode: GatewayMode, scriptHashes?: () => readonly string[]): Promise<Server> {
  const server = await startGateway({
    mode,
    repoRoot,
    port,
    host: process.env.HOST,
    supabaseUrl: LOCAL_SUPABASE_URL,
    scriptHashes,
  })
  onStop(() => new Promise((resolve) => server.close(() => resolve())))
  return server
}

function printUrls(dataApiUrl: string): void {
  const lines = appRoutes.map(
    (app) => `  ${app.name.padEnd(17)} ${siteUrl}${app.prefix === '/' ? '/' : `${app.prefix}/`}`,
  )
  console.log(
    `\n${BRAND_NAME} is running (${command}):\n${lines.join('\n')}\n  local Data API    ${dataApiUrl}\n\nCtrl-C stops everything.\n`,
  )
}

const commands: Record<string, () => Promise<void>> = {
  async build() {
    await runToCompletion('turbo', ['run', 'build'], { cwd: repoRoot, env: localBuildEnv(siteUrl) })
  },
  // The stages side by side instead of in a row: the type check, the unit tests and the e2e suite need nothing
  // from one another, and much of the unit tests' and the browser's time is spent waiting, not on the CPU.
  // The build goes first, on its own, so the e2e suite starts as soon as it can. The unit tests and type checks
  // run three packages at a time beside it: with turbo's default of ten at once, on two cores, a test runner's
  // worker failed to start within its timeout; with two, they took longer than the e2e suite. Same local env
  // as `build`, so turbo finds the builds in its cache. `verify <tasks…>` runs only those turbo tasks after the build.
  async verify() {
    const tasks = process.argv.slice(3)
    const turbo = (args: string[]) =>
      runToCompletion('turbo', args, { cwd: repoRoot, env: localBuildEnv(siteUrl) })
    await commands.build?.()
    if (tasks.length > 0) return turbo(['run', ...tasks])
    const results = await Promise.allSettled([
      turbo(['run', 'test:e2e']),
      // --continue: one failing package does not stop the others, so a run reports every failure at once.
      turbo(['run', 'typecheck', 'test', '--concurrency=3', '--continue']),
    ])
    const failed = results.filter((result) => result.status === 'rejected')
    if (failed.length > 0) throw new Error(failed.map((result) => String(result.reason)).join('\n'))
  },
  async start() {
    await commands.build?.()
    await commands.serve?.()
  },
  async serve() {
    requireBuilds()
    warnOfOtherDataApi()
    const dataApiUrl = await startLocalDataApi()
    await listen('static', liveInlineScriptHashes(distDirs))
    printUrls(dataApiUrl)
  },
  async dev() {
    const dataApiUrl = await startLocalDataApi()
    // The local values with this run's ports, as `build` gives them: the dev servers' forms then post to this
    // run's Data API and their pages name this gateway's origin.
    runService('turbo', ['run', 'dev'], { cwd: repoRoot, env: localBuildEnv(siteUrl) })
    await listen('dev')
    printUrls(dataApiUrl)
  },
  async nginx() {
    requireBuilds()
    const prefix = writeLocalNginx({
      repoRoot,
      listen: `127.0.0.1:${port}`,
      supabaseUrl: LOCAL_SUPABASE_URL,
      scriptHashes: inlineScriptHashes(distDirs),
    })
    const nginx = runService('nginx', ['-p', prefix, '-c', 'nginx.conf'], { cwd: prefix })
    // Its folder goes once nginx has exited, so runs do not pile up folders in /tmp.
    onStop(async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) await once(nginx, 'exit')
      rmSync(prefix, { recursive: true, force: true })
    })
    console.log(`nginx (production template) on http://127.0.0.1:${port}/ — config in ${prefix}`)
  },
  async 'proxy-config'() {
    const origins = Object.fromEntries(
      appRoutes.map((app) => [app.name, requireEnv(originPlaceholder(app.name))]),
    ) as Record<AppName, string>
    const config = renderNginxConfig({
      listen: process.env.LISTEN ?? '80',
      origins,
      supabaseUrl: requireEnv(SUPABASE_URL_VARIABLE),
      scriptHashes: inlineScriptHashes(distDirs),
    })
    process.stdout.write(config)
  },
}

const action = commands[command]
if (!action) {
  console.error(USAGE)
  process.exit(2)
}
stopOnSignals()
action().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  void stopAll(1)
})
