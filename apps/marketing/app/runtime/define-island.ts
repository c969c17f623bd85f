import { defineIsland as definePageIsland, type IslandOptions } from '@app/page-runtime/island'
import type { ComponentType } from 'react'
import { UnexpectedError } from '../components/unexpected-error'

/**
 * Declares one of the site's islands (a file of this folder, named after the island; see README "Islands"):
 * an island that throws while rendering in the browser shows the site's "Unexpected Application Error!" screen.
 */
export function defineIsland(
  name: string,
  Island: ComponentType,
  options: Omit<IslandOptions, 'ErrorScreen'> = {},
) {
  return definePageIsland(name, Island, { ...options, ErrorScreen: UnexpectedError })
}
