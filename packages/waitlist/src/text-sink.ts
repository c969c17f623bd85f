import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Writable } from 'node:stream'

/** Where text goes, chunk by chunk, waiting for each chunk to be handed on (backpressure). */
export interface TextSink {
  /** How messages name it: a path or "stdout". */
  name: string
  write(text: string): Promise<void>
  /** Everything was written: flush and, for a file, put it in place. */
  finish(): Promise<void>
  /** Something failed: leave no half-written file behind. */
  abort(): Promise<void>
}

function writeTo(stream: Writable, text: string): Promise<void> {
  if (text === '') return Promise.resolve()
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())))
}

/**
 * A stream the sink does not own, such as stdout: never closed. Its errors (EPIPE when the reader of a pipe
 * quits early) fail the next write instead of crashing the process as an unhandled 'error' event.
 */
export function streamSink(stream: Writable, name = 'stdout'): TextSink {
  let failure: Error | undefined
  const remember = (error: Error) => {
    failure ??= error
  }
  stream.on('error', remember)
  const release = async () => {
    stream.off('error', remember)
  }
  return {
    name,
    write: (text) => (failure ? Promise.reject(failure) : writeTo(stream, text)),
    finish: async () => {
      await release()
      if (failure) throw failure
    },
    abort: release,
  }
}

/**
 * A file written under a temporary name and renamed when complete, so an interrupted export never leaves a
 * truncated file that looks finished.
 */
export async function fileSink(file: string): Promise<TextSink> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.partial-${process.pid}`
  const stream = createWriteStream(partial)
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve())
    stream.once('error', reject)
  })
  return {
    name: file,
    write: (text) => writeTo(stream, text),
    finish: async () => {
      await new Promise<void>((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      )
      await rename(partial, file)
    },
    abort: async () => {
      stream.destroy()
      await rm(partial, { force: true })
    },
  }
}
