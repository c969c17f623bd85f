import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ScoreRing } from './score-ring.tsx'

describe('ScoreRing', () => {
  it('holds the score and the drawn share of the ring, 59.3 %, from the first render', () => {
    render(<ScoreRing score={178} fillPercent={59.3} label="Vibe Score" />)
    expect(screen.getByText('178')).toBeTruthy()
    expect(screen.getByText('Vibe Score')).toBeTruthy()
    const fill = screen.getByTestId('score-ring-fill')
    const dash = Number(fill.getAttribute('stroke-dasharray'))
    const offset = Number(fill.getAttribute('stroke-dashoffset'))
    expect((1 - offset / dash) * 100).toBeCloseTo(59.3, 10)
  })
})
