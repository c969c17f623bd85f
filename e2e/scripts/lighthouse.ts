/**
 * Lighthouse (mobile, simulated slow 4G, the machine's Chromium) for the marketing pages a visitor meets first
 * (by default /, /pricing and /get-early-access), three runs each: performance and accessibility scores, the
 * paint metrics, main-thread work and JS boot-up, against the gateway already serving the builds (`pnpm start`,
 * or `pnpm build:local` then `tsx packages/gateway/src/cli.ts serve`). Prints each run and the median per page;
 * not part of `pnpm test` (the figures depend on the machine — they are reported in apps/marketing/README.md).
 * Its options are `USAGE` below (`pnpm lighthouse --help`).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { MarketingPath } from '@app/site-config'
import { DEBIAN_FULL_CHROMIUM } from './debian-chromium.mjs'
import { MEASURE_USAGE, median, parseMeasureArgs } from './measure-options.ts'

const defaultPages: readonly MarketingPath[] = ['/', '/pricing', '/get-early-access']
const USAGE = `Usage: pnpm lighthouse [options] [page ...]

  page                 site paths to measure (default ${defaultPages.join(' ')})
${MEASURE_USAGE}`
const { values, positionals } = parseMeasureArgs({}, USAGE)
const pages = positionals.length > 0 ? positionals : [...defaultPages]
// Lighthouse needs the full browser, not the headless shell the test command installs. Without Debian's, its
// launcher looks for a Chrome itself (CHROME_PATH); with neither, say what to install rather than show its trace.
const chrome = existsSync(DEBIAN_FULL_CHROMIUM) ? DEBIAN_FULL_CHROMIUM : undefined
if (!chrome && !process.env.CHROME_PATH) {
  console.error(
    `Lighthouse needs a full Chromium: install Debian's (\`apt-get install chromium\`, ${DEBIAN_FULL_CHROMIUM}) or set CHROME_PATH.`,
  )
  process.exit(1)
}
const scratch = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))

/** The figures read from one Lighthouse report. */
type Result = Record<
  'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'mainThread' | 'bootup',
  number
>

/** The parts of Lighthouse's JSON report read here. */
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<
    | 'first-contentful-paint'
    | 'largest-contentful-paint'
    | 'total-blocking-time'
    | 'cumulative-layout-shift'
    | 'mainthread-work-breakdown'
    | 'bootup-time',
    { numericValue: number }
  >
}

function run(url: string, index: string): Result {
  const output = path.join(scratch, `${index}.json`)
  execFileSync(
    'npx',
    [
      '--yes',
      '--loglevel=error',
      'lighthouse@13',
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { stdio: 'inherit', env: chrome ? { ...process.env, CHROME_PATH: chrome } : process.env },
  )
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report
  const metric = (id: keyof Report['audits']) => report.audits[id].numericValue
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's "Minimize main-thread work" and "Reduce JavaScript execution time" (boot-up) totals.
    mainThread: metric('mainthread-work-breakdown'),
    bootup: metric('bootup-time'),
  }
}

const format = ({ performance, accessibility, fcp, lcp, tbt, cls, mainThread, bootup }: Result) =>
  `perf ${performance}, a11y ${accessibility}, FCP ${(fcp / 1000).toFixed(2)} s, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}, main thread ${Math.round(mainThread)} ms, JS boot-up ${Math.round(bootup)} ms`

try {
  const rows: string[] = []
  for (const page of pages) {
    const results: Result[] = []
    for (let index = 0; index < Number(values.runs); index++) {
      const url = new URL(page, values.base).href
      let result: Result
      // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a loaded machine: one more try.
      try {
        result = run(url, `${rows.length}-${index}`)
      } catch {
        console.log(`${page} run ${index + 1}: Lighthouse failed, trying once more`)
        result = run(url, `${rows.length}-${index}-again`)
      }
      console.log(`${page} run ${index + 1}: ${format(result)}`)
      results.push(result)
    }
    const medians = Object.fromEntries(
      Object.keys(results[0] as Result).map((key) => [
        key,
        median(results.map((result) => result[key as keyof Result])),
      ]),
    ) as Result
    rows.push(`${page}: median ${format(medians)}`)
  }
  console.log(`\n${rows.join('\n')}`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
