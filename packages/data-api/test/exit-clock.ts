import { EXITED_AT, machineNow } from './start-cli.ts'

/**
 * Loaded into the Data API's process by `startCli` (`node --import`): when the process exits, it writes the
 * moment on stderr by the machine's clock (`machineNow()`, which any process on the machine reads the same). A
 * test can then time the process's own exit, not the moment the test's own event loop, busy with the clients it
 * runs, got round to noticing it: under six CPU hogs on two cores that noticing added about half a second to a
 * 0.4 s shutdown.
 */
process.on('exit', () => {
  process.stderr.write(`${EXITED_AT}${machineNow()}\n`)
})
