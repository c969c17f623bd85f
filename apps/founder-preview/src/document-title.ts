import { BRAND_NAME } from '@app/ui/brand'

export const AREA_LABEL = 'Founder Preview'

/** The browser tab title; the screen name comes first so several open tabs stay distinguishable. */
export function documentTitle(screen?: string): string {
  return [screen, AREA_LABEL, BRAND_NAME].filter(Boolean).join(' · ')
}
