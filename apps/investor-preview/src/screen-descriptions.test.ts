import { BRAND_NAME } from '@app/site-config/brand'
import { describe, expect, it } from 'vitest'
import { investorApp } from './screens.ts'

describe('screen descriptions', () => {
  // The product is VibeScore and its score is the Vibe Score: "VibeScore Vibe Score" reads as a stutter.
  it.each(investorApp.screens.map((screen) => [screen.path, screen.description]))(
    '%s does not name the product right before its score',
    (_, description) => {
      expect(description).not.toMatch(new RegExp(`${BRAND_NAME}\\s+Vibe\\s*Score`, 'i'))
    },
  )
})
