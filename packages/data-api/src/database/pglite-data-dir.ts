import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { isRunning } from '../is-running.ts'
import { templatesDir } from '../paths.ts'

const hasCluster = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'))

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest: unknown = JSON.parse(await readFile(path.join(entry, '..', '..', 'package.json'), 'utf8'))
  const version: unknown =
    manifest && typeof manifest === 'object' ? Reflect.get(manifest, 'version') : undefined
  if (typeof version !== 'string') throw new Error('Cannot read the PGlite version')
  return version
}

/** An empty cluster made by this PGlite version, created once and kept under `.data/`. */
async function template(): Promise<string> {
  const dir = path.join(templatesDir, `pglite-${await pgliteVersion()}`)
  if (hasCluster(dir)) return dir
  // Built beside its final place and renamed, so a concurrent process never copies a half-made cluster.
  const staging = `${dir}.${process.pid}.tmp`
  await rm(staging, { recursive: true, force: true })
  await mkdir(path.dirname(dir), { recursive: true })
  const db = await PGlite.create({ dataDir: staging })
  await db.close()
  await rename(staging, dir).catch(async (error: unknown) => {
    await rm(staging, { recursive: true, force: true })
    if (!hasCluster(dir)) throw error
  })
  return dir
}

/**
 * Makes sure `dataDir` holds a PGlite cluster. A new one is copied from the template: PGlite's initdb takes
 * several seconds, a copy well under one, so fresh test and e2e databases are cheap.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  if (hasCluster(dataDir)) return
  await cp(await template(), dataDir, { recursive: true })
}

/**
 * Claims `dataDir` for this process. PGlite does not stop a second process from opening the same folder,
 * which would corrupt it (say `pnpm dev` while `pnpm start` runs); a lock file naming the owner does.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'data-api.lock')
  const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10)
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The database in ${dataDir} is in use by process ${owner} (another local Data API?). ` +
        'Stop it, or set DATA_DIR to another folder.',
    )
  }
  await writeFile(lockFile, String(process.pid))
  return () => rm(lockFile, { force: true })
}
