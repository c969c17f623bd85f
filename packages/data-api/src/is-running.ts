/** Whether a process with this id is running on this machine (signal 0 tests for it without touching it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return error instanceof Error && Reflect.get(error, 'code') === 'EPERM'
  }
}
