import { ISLAND_ATTRIBUTE } from '../contract.ts'

/** The prerendered root of the island `name` on this page (its ISLAND_ATTRIBUTE names it), if the page shows it. */
export function islandRoot(name: string): Element | null {
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)
}
