import { type ChildProcess, spawn } from 'node:child_process'

/** Child processes and servers of one CLI run, all stopped together on Ctrl-C, SIGTERM or a failure. */
const children: ChildProcess[] = []
const closers: Array<() => Promise<void>> = []
let stopping = false

interface RunOptions {
  cwd: string
  env?: Record<string, string>
}

function spawnChild(cmd: string, args: string[], { cwd, env }: RunOptions): ChildProcess {
  const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  return child
}

export function onStop(close: () => Promise<void>): void {
  closers.push(close)
}

/** A long-running child (dev servers, nginx): when it dies, the whole stack stops instead of half-running. */
export function runService(cmd: string, args: string[], options: RunOptions): ChildProcess {
  const child = spawnChild(cmd, args, options)
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${cmd} stopped (exit ${code}); stopping everything.`)
      void stopAll(code || 1)
    }
  })
  return child
}

export function runToCompletion(cmd: string, args: string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(cmd, args, options)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

export async function stopAll(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.allSettled(closers.map((close) => close()))
  }
  process.exit(code)
}

export function stopOnSignals(): void {
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))
}
