/**
 * Main-thread work of a first visit on a slow phone, measured over the whole visit rather than until the network
 * is quiet (where Lighthouse stops watching). For each page: a first visit with an empty cache on a 375 px phone
 * (mobile, touch, DPR 3) with a 4x slower CPU on slow 4G (e2e/slow-phone.ts), reading Chrome's own main-thread
 * task time (CDP `Performance.getMetrics` `TaskDuration`) 10 s after the navigation starts, then again over 5 s
 * at rest (ms of work per second), and the JavaScript bytes on the wire (encoded, as transferred) until 10 s.
 * Pages are visited round-robin, `--runs` times each, and each figure is the median; every page is also compared
 * with a reference page measured in the same run (by default /vision, the site's own page without a script), so
 * the ratio holds on a faster or busier machine even when the absolute figures do not.
 *
 * Needs the gateway serving the builds: `pnpm start`, or `pnpm build:local` then
 * `tsx packages/gateway/src/cli.ts serve`. Not part of `pnpm test` (the figures depend on the machine). Its
 * options are `USAGE` below (`pnpm perf:main-thread --help`).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { MarketingPath } from '@app/site-config'
import { type Browser, type CDPSession, chromium, devices, type Page } from '@playwright/test'
import { slowPhone } from '../slow-phone.ts'
import { DEBIAN_CHROMIUM_BUILDS } from './debian-chromium.mjs'
import { MEASURE_USAGE, median, parseMeasureArgs } from './measure-options.ts'

const REST_MODES = ['settled', 'scrolled', 'hidden'] as const
type RestMode = (typeof REST_MODES)[number]

const defaultPages: readonly MarketingPath[] = [
  '/',
  '/pricing',
  '/get-early-access',
  '/get-early-access-websummit',
  '/vision',
]
const USAGE = `Usage: pnpm perf:main-thread [options] [page ...]

  page                 site paths to measure (default ${defaultPages.join(' ')})
  --reference <path>   the page every figure is compared with, measured in the same run (default /vision)
  --rest <mode>        what the page does during the 5 s at rest:
                         settled   left as it is, at the top, in the foreground (default; 10 s to 15 s)
                         scrolled  scrolled to the bottom at 10 s, so the first screen (the landing's
                                   carousel) is out of view; 11 s to 16 s
                         hidden    another tab brought to the front at 10 s, so the page is really
                                   hidden and Chrome stops rendering it, as on a phone; 11 s to 16 s
  --rest-after <s>     start the rest later than 10 s, on a machine so busy that pages still load then
  --cpu-time           count the main thread's CPU time (threadTicks) instead of wall time, which other
                       processes on a busy machine inflate less
  --code-share         visit every page a second time each round with its script files refused (inline
                       scripts still run): what the page costs without them and what its code adds
  --json               print the figures as JSON
${MEASURE_USAGE}`
const { values, positionals } = parseMeasureArgs(
  {
    rest: { type: 'string', default: 'settled' },
    reference: { type: 'string', default: '/vision' satisfies MarketingPath },
    json: { type: 'boolean', default: false },
    'cpu-time': { type: 'boolean', default: false },
    'rest-after': { type: 'string', default: '10' },
    'code-share': { type: 'boolean', default: false },
  },
  USAGE,
)
const restMode = values.rest as RestMode
const codeShare = values['code-share']
if (!REST_MODES.includes(restMode)) throw new Error(`--rest must be one of ${REST_MODES.join(', ')}`)
const runs = Number(values.runs)
const reference = values.reference
const requested = positionals.length > 0 ? positionals : [...defaultPages]
const pages = requested.includes(reference) ? requested : [...requested, reference]

/** The measured window: the first 10 s of a visit, then 5 s at rest (after 1 s for a scroll or a tab switch). */
const FIRST_WINDOW_MS = 10_000
const REST_WINDOW_MS = 5_000
const REST_SETTLE_MS = restMode === 'settled' ? 0 : 1_000
/** When the rest begins; later than 10 s on a machine so busy that pages are still loading then. */
const restAfterMs = Math.max(FIRST_WINDOW_MS, Number(values['rest-after']) * 1000)

const PHONE = {
  width: 375,
  height: 812,
  deviceScaleFactor: 3,
  userAgent: devices['Pixel 7'].userAgent,
}
/**
 * The browser measured in: Debian's full Chromium where it is installed (`apt-get install chromium`; every figure
 * in the READMEs was taken in it), else the headless shell the test command installs. The output names it:
 * compare figures taken in the same one.
 */
const CHROMIUM = findChromium()

function findChromium(): string {
  const found =
    process.env.PLAYWRIGHT_CHROMIUM_PATH ??
    [...DEBIAN_CHROMIUM_BUILDS].reverse().find((build) => existsSync(build))
  if (found) return found
  console.error(
    `No Chromium at ${DEBIAN_CHROMIUM_BUILDS.join(' or ')}: install Debian's (\`apt-get install chromium\`) or set PLAYWRIGHT_CHROMIUM_PATH.`,
  )
  process.exit(1)
}

interface Visit {
  /** Main-thread task time in the first 10 s, in ms. */
  firstWindowMs: number
  /** Main-thread task time per second during the 5 s at rest. */
  restMsPerSecond: number
  /** JavaScript bytes on the wire (encoded) until 10 s. */
  jsBytes: number
}

/**
 * Chromium is started by this script rather than by Playwright's launch, and attached with `noDefaults`: a page
 * Playwright creates itself is kept focused by focus emulation, which also keeps it visible whatever tab is in
 * front, and would make `--rest hidden` measure a page that never hides. Each visit gets an empty cache instead
 * of a fresh context (the default context is the only one without that emulation).
 */
async function startChromium(): Promise<{ browser: Browser; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'perf-main-thread-'))
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-extensions',
      '--disable-sync',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/DevTools listening on (ws:\/\/\S+)/)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}):\n${output}`)))
  })
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true })
  return {
    browser,
    stop: async () => {
      await browser.close().catch(() => {})
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

async function taskDurationMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000
}

async function rest(browser: Browser, page: Page, cdp: CDPSession): Promise<() => Promise<void>> {
  if (restMode === 'scrolled') {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    return async () => {}
  }
  if (restMode === 'hidden') {
    const { targetInfo } = await cdp.send('Target.getTargetInfo')
    const browserCdp = await browser.newBrowserCDPSession()
    const { targetId } = await browserCdp.send('Target.createTarget', {
      url: 'about:blank',
      newWindow: false,
      background: false,
    })
    const state = await page.evaluate(() => document.visibilityState)
    if (state !== 'hidden') throw new Error(`--rest hidden: the page stayed ${state} behind another tab`)
    return async () => {
      await browserCdp.send('Target.closeTarget', { targetId })
      await browserCdp.send('Target.activateTarget', { targetId: targetInfo.targetId }).catch(() => {})
      await browserCdp.detach()
    }
  }
  return async () => {}
}

async function visit(browser: Browser, pathname: string, withoutScripts = false): Promise<Visit> {
  const [context] = browser.contexts()
  if (!context) throw new Error('Chromium has no default context')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const url = new URL(pathname, values.base).href
  try {
    // A first visit: nothing cached from an earlier one.
    await cdp.send('Network.enable')
    if (withoutScripts) await cdp.send('Network.setBlockedURLs', { urls: ['*.js', '*.js?*'] })
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Network.clearBrowserCookies')
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' })
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: PHONE.width,
      height: PHONE.height,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      mobile: true,
    })
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: PHONE.userAgent })
    await slowPhone(page)
    await cdp.send('Performance.enable', { timeDomain: values['cpu-time'] ? 'threadTicks' : 'timeTicks' })

    const scripts = new Set<string>()
    let jsBytes = 0
    let counting = true
    // Module preloads are reported as 'Other': the MIME type says what they are.
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || response.mimeType.includes('javascript')) scripts.add(requestId)
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (counting && scripts.has(requestId)) jsBytes += encodedDataLength
    })

    // The counter starts with the page's renderer: the blank tab before it does next to nothing.
    const start = performance.now()
    await page.goto(url, { waitUntil: 'commit' })
    await sleep(start + FIRST_WINDOW_MS - performance.now())
    const firstWindowMs = await taskDurationMs(cdp)
    counting = false

    await sleep(start + restAfterMs - performance.now())
    const endRest = await rest(browser, page, cdp)
    await sleep(REST_SETTLE_MS)
    const restStart = await taskDurationMs(cdp)
    await sleep(REST_WINDOW_MS)
    const restMsPerSecond = ((await taskDurationMs(cdp)) - restStart) / (REST_WINDOW_MS / 1000)
    await endRest()
    return { firstWindowMs, restMsPerSecond, jsBytes }
  } finally {
    await cdp.detach().catch(() => {})
    await page.close()
  }
}

try {
  await fetch(values.base)
} catch {
  console.error(
    `Nothing answers at ${values.base}: start the site first (\`pnpm start\`, or \`tsx packages/gateway/src/cli.ts serve\` after a build).`,
  )
  process.exit(1)
}

const loadBefore = loadavg()[0] ?? 0
const { browser, stop } = await startChromium()
const results = new Map<string, Visit[]>(pages.map((page) => [page, []]))
const resultsWithoutScripts = new Map<string, Visit[]>(pages.map((page) => [page, []]))
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const result = await visit(browser, page)
      results.get(page)?.push(result)
      console.error(
        `run ${run}/${runs} ${page}: ${Math.round(result.firstWindowMs)} ms in 10 s, ${result.restMsPerSecond.toFixed(1)} ms/s at rest (${restMode}), ${(result.jsBytes / 1024).toFixed(1)} KB JS`,
      )
      if (!codeShare) continue
      const bare = await visit(browser, page, true)
      resultsWithoutScripts.get(page)?.push(bare)
      console.error(
        `run ${run}/${runs} ${page} without its script files: ${Math.round(bare.firstWindowMs)} ms in 10 s`,
      )
    }
  }
} finally {
  await stop()
}
const loadAfter = loadavg()[0] ?? 0

// Each run's ratio to the reference page of that same round, then the median: load drifts between rounds.
const referenceVisits = results.get(reference) ?? []
const rows = pages.map((page) => {
  const visits = results.get(page) ?? []
  const bare = resultsWithoutScripts.get(page) ?? []
  const ofReference = (ms: number, run: number) => ms / (referenceVisits[run]?.firstWindowMs ?? 1)
  const ratios = visits.map((v, run) => ofReference(v.firstWindowMs, run))
  return {
    page,
    firstWindowMs: median(visits.map((v) => v.firstWindowMs)),
    timesReference: median(ratios),
    // The spread of the rounds' ratios: a single visit on a phone-throttled CPU varies by a quarter or more,
    // so a median near a target says little without it.
    timesReferenceRange: [Math.min(...ratios), Math.max(...ratios)] as const,
    restMsPerSecond: median(visits.map((v) => v.restMsPerSecond)),
    jsKilobytes: median(visits.map((v) => v.jsBytes / 1024)),
    ...(codeShare && {
      withoutScriptsMs: median(bare.map((v) => v.firstWindowMs)),
      withoutScriptsTimesReference: median(bare.map((v, run) => ofReference(v.firstWindowMs, run))),
      codeTimesReference: median(
        visits.map((v, run) => ofReference(v.firstWindowMs - (bare[run]?.firstWindowMs ?? 0), run)),
      ),
    }),
  }
})

if (values.json) {
  console.log(
    JSON.stringify(
      {
        base: values.base,
        browser: CHROMIUM,
        runs,
        rest: restMode,
        reference,
        load: [loadBefore, loadAfter],
        rows,
      },
      null,
      2,
    ),
  )
} else {
  console.log(
    `\nMedians of ${runs} interleaved first visits (the ratio's lowest and highest round in brackets), 375 px phone, 4x CPU, slow 4G, in ${CHROMIUM}; at rest: ${restMode}; load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}\n`,
  )
  console.log(
    `| page | main-thread 10 s | × ${reference} | at rest (${restMode}) | JS |${codeShare ? ` without script files | × ${reference} | the code's share, × ${reference} |` : ''}`,
  )
  console.log(`|---|---|---|---|---|${codeShare ? '---|---|---|' : ''}`)
  for (const row of rows)
    console.log(
      `| \`${row.page}\` | ${(row.firstWindowMs / 1000).toFixed(2)} s | ${row.timesReference.toFixed(1)} (${row.timesReferenceRange.map((ratio) => ratio.toFixed(1)).join('–')}) | ${Math.round(row.restMsPerSecond)} ms/s | ${Math.round(row.jsKilobytes)} KB |${
        codeShare
          ? ` ${((row.withoutScriptsMs ?? 0) / 1000).toFixed(2)} s | ${(row.withoutScriptsTimesReference ?? 0).toFixed(2)} | ${(row.codeTimesReference ?? 0).toFixed(2)} |`
          : ''
      }`,
    )
}
