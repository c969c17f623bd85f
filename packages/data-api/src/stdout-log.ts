/**
 * The default log: lines to stdout, gathered until the end of the event loop's current turn and written
 * together. Under load that is one write — a system call that also wakes whoever reads the output — for the
 * lines of many requests instead of one each. Lines keep their order, and none is lost when the process
 * exits.
 */
let pending: string[] = []
let flushOnExit = false

function flush(): void {
  if (pending.length === 0) return
  const text = `${pending.join('\n')}\n`
  pending = []
  process.stdout.write(text)
}

export function printLine(line: string): void {
  if (pending.length === 0) setImmediate(flush)
  if (!flushOnExit) {
    flushOnExit = true
    process.on('exit', flush)
  }
  pending.push(line)
}
