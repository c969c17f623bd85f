import type { StartupSector } from '@app/sample-data/types'

/** A tint per sector for company tiles, so a list of startups is easy to scan. */
export const sectorAvatarClass: Record<StartupSector, string> = {
  tech: 'bg-accent-50 text-accent-700',
  health: 'bg-success-soft text-success',
  consumer: 'bg-warning-soft text-warning',
  fintech: 'bg-info-soft text-info',
  edtech: 'bg-muted-strong text-foreground',
}
