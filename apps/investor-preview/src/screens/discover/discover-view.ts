import { flag, oneOf, text } from '@app/preview-kit/url-view'
import { DEFAULT_SORT, SECTOR_CHIPS, SORT_OPTIONS, STAGE_FILTERS } from '../../lib/discover.ts'

/** Discover's view in the URL: `?q=pay&sector=fintech&stage=Seed&sort=name&saved=1`. */
export const discoverView = {
  q: text(),
  sector: oneOf(
    SECTOR_CHIPS.map((chip) => chip.value),
    'all',
  ),
  stage: oneOf(
    STAGE_FILTERS.map((option) => option.value),
    'all',
  ),
  sort: oneOf(
    SORT_OPTIONS.map((option) => option.value),
    DEFAULT_SORT,
  ),
  saved: flag(),
}
