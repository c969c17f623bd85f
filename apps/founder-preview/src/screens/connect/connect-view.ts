import { oneOf, text } from '@app/preview-kit/url-view'
import { investorSortOptions } from './investor-list.ts'

export const CONNECT_TABS = ['discover', 'messages', 'connections'] as const
export type ConnectTab = (typeof CONNECT_TABS)[number]

/** Connect's view in the URL: `?tab=messages`, or Discover Investors' search and order, `?q=fintech&sort=location`. */
export const connectView = {
  tab: oneOf(CONNECT_TABS, 'discover'),
  q: text(),
  sort: oneOf(
    investorSortOptions.map((option) => option.value),
    'match',
  ),
}
