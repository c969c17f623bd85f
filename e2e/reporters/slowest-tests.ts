import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints the ten slowest tests when the run ends (Playwright's own `reportSlowTests` names whole files only),
 * so a change that makes one test slow shows up in every run's log.
 */
export default class SlowestTests implements Reporter {
  private readonly durations: { title: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, ...path] = test.titlePath()
    this.durations.push({ title: `[${project}] ${path.join(' › ')}`, ms: result.duration })
  }

  onEnd(): void {
    const slowest = this.durations.sort((a, b) => b.ms - a.ms).slice(0, 10)
    if (slowest.length === 0) return
    console.log('\nThe ten slowest tests:')
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`)
  }

  printsToStdio(): boolean {
    return false
  }
}
