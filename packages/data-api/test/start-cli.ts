import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

// Plain Node, no Vitest: the benchmark script (scripts/benchmark.ts) starts the CLI with it too.

export interface CliProcess {
  url: string
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<void>
}

/** The CLI (`pnpm start` of this package) as its own process on a free port, on PGlite in `dataDir`. */
export function startCli(dataDir: string): Promise<CliProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.stderr?.resume()
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The Data API exited with ${code}`)))
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
