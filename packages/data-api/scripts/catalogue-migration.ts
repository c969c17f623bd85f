/**
 * Writes a new migration that brings `private.option_catalogue()` in line with packages/forms/src/options.ts.
 * Run it after changing the catalogue (the data-api tests say so): applied migrations are never edited. When
 * the newest catalogue migration already holds this catalogue, it writes nothing (whatever else of the file differs:
 * a change to the template alone needs no new migration).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { holdsCurrentCatalogue, optionCatalogueMigration } from '../src/catalogue/option-catalogue.ts'
import { migrationsDir } from '../src/paths.ts'

const SUFFIX = '_option_catalogue.sql'
const migration = optionCatalogueMigration()
// Migration names start with their timestamp, so the last in name order is the newest.
const newest = (await readdir(migrationsDir))
  .filter((name) => name.endsWith(SUFFIX))
  .sort()
  .at(-1)
if (newest && holdsCurrentCatalogue(await readFile(path.join(migrationsDir, newest), 'utf8'))) {
  console.log(`Nothing to write: ${newest} already holds this catalogue.`)
} else {
  const version = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const file = path.join(migrationsDir, `${version}${SUFFIX}`)
  await writeFile(file, migration, { flag: 'wx' })
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)
}
