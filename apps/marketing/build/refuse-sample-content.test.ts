import { SITE_CONTENT_FILE } from '@app/site-content'
import { afterEach, describe, expect, it } from 'vitest'
import { refuseSampleContent } from './refuse-sample-content'

/** Runs the plugin's hooks as Vite does for `vite build --mode <mode>`; returns the error it raised, if any. */
function build(mode: string): string | undefined {
  // Its hooks are plain functions; Vite's types also allow handler objects and a full ResolvedConfig.
  const plugin = refuseSampleContent() as unknown as {
    configResolved: (config: { mode: string }) => void
    buildStart: (this: { error: (message: string) => never }) => void
  }
  plugin.configResolved({ mode })
  try {
    plugin.buildStart.call({
      error(message) {
        throw new Error(message)
      },
    })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('refuseSampleContent', () => {
  const allowed = process.env.ALLOW_SAMPLE_CONTENT
  afterEach(() => {
    if (allowed === undefined) delete process.env.ALLOW_SAMPLE_CONTENT
    else process.env.ALLOW_SAMPLE_CONTENT = allowed
  })

  it("fails a production build on today's placeholders, naming the file and each placeholder", () => {
    delete process.env.ALLOW_SAMPLE_CONTENT
    const message = build('production')
    expect(message).toContain(`Edit ${SITE_CONTENT_FILE}:`)
    expect(message).toMatch(/contactEmail "hello@example\.com" \(line \d+\) is at example\.com/)
    expect(message).toMatch(/partners\[5\]\.logo \(line \d+\) is missing/)
  })

  it.each([
    ['the local stack (ALLOW_SAMPLE_CONTENT=1)', 'production', '1'],
    ['another mode', 'development', undefined],
  ])('lets %s build', (_name, mode, allow) => {
    if (allow) process.env.ALLOW_SAMPLE_CONTENT = allow
    else delete process.env.ALLOW_SAMPLE_CONTENT
    expect(build(mode)).toBeUndefined()
  })

  it('is not satisfied by any other value of the flag', () => {
    process.env.ALLOW_SAMPLE_CONTENT = 'true'
    expect(build('production')).toContain(SITE_CONTENT_FILE)
  })
})
