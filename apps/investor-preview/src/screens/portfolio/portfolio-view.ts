import { oneOf } from '@app/preview-kit/url-view'

export type PortfolioView = 'grid' | 'list'

// Below lg each row stacks; from lg the row's parts join one grid whose columns line up with the header row.
export const listColumns = 'lg:grid-cols-[minmax(0,1fr)_8rem_7rem_9rem_11rem]'

/** My Portfolio's layout in the URL: `?view=list` (grid is the default). */
export const portfolioView = { view: oneOf<PortfolioView>(['grid', 'list'], 'grid') }
