#!/usr/bin/env tsx
import { runCli } from './run-cli.ts'

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
})
