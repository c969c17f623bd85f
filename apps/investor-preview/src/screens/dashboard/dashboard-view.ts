import { oneOf } from '@app/preview-kit/url-view'
import { SECTOR_CHIPS } from '../../lib/discover.ts'

/** The dashboard's view in the URL: the Discover Startups card's sector chip, `?sector=fintech`. */
export const dashboardView = {
  sector: oneOf(
    SECTOR_CHIPS.map((chip) => chip.value),
    'all',
  ),
}
