import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

// Plain Node, no Vitest: the benchmark script (scripts/benchmark.ts) starts the CLI with it too.

/** How exit-clock.ts starts the line that tells when the process exited. */
export const EXITED_AT = 'exited at '

/** Now, in ms, by the machine's clock: the same reading in this process and in the CLI's (exit-clock.ts). */
export const machineNow = () => performance.timeOrigin + performance.now()

export interface CliProcess {
  url: string
  child: ChildProcess
  /**
   * Resolves once the process has exited and its output is read: with the moment it exited by its own
   * clock (see exit-clock.ts), comparable with `machineNow()` here; undefined
   * when it was killed before it could say.
   */
  exited: Promise<number | undefined>
}

/** The CLI (`pnpm start` of this package) as its own process on a free port, on PGlite in `dataDir`. */
export function startCli(dataDir: string): Promise<CliProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(import.meta.dirname, 'exit-clock.ts'), 'src/cli.ts'],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let errors = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk
  })
  // 'close' comes after the process's output has been read, so its last line is in `errors` by then.
  const exited = new Promise<number | undefined>((resolve) =>
    child.once('close', () => {
      const line = errors.split('\n').find((text) => text.startsWith(EXITED_AT))
      resolve(line === undefined ? undefined : Number(line.slice(EXITED_AT.length)))
    }),
  )
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The Data API exited with ${code}:\n${errors}`)))
    let output = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) {
        child.stdout?.removeAllListeners('data').resume()
        resolve({ url, child, exited })
      }
    })
  })
}
