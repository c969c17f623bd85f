/**
 * Writes a new migration that brings `private.option_catalogue()` in line with packages/forms/src/options.ts.
 * Run it after changing the catalogue (the data-api tests say so): applied migrations are never edited.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { optionCatalogueMigration } from '../src/catalogue/option-catalogue.ts'
import { migrationsDir } from '../src/paths.ts'

const version = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const file = path.join(migrationsDir, `${version}_option_catalogue.sql`)
await writeFile(file, optionCatalogueMigration(), { flag: 'wx' })
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
