import type { CliIo } from '../cli-io.ts'
import { createDataApiClient, type DataApiClient } from '../data-api-client.ts'
import { readEnv } from '../env.ts'
import { type DataApiTarget, resolveTarget } from '../target.ts'

/** The client for `--local` or the environment's project, with the key already checked. */
export function connect(local: boolean, io: CliIo): { client: DataApiClient; target: DataApiTarget } {
  const target = resolveTarget(local, local ? {} : readEnv(io.env))
  return { client: createDataApiClient(target, io.fetch), target }
}
