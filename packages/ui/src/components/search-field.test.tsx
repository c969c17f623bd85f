import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { SearchField } from './search-field'

function ControlledSearch({ hideLabel }: { hideLabel?: boolean }) {
  const [query, setQuery] = useState('')
  return (
    <>
      <SearchField
        label="Search resources"
        hideLabel={hideLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <output>{query}</output>
    </>
  )
}

describe('SearchField', () => {
  it.each([{ hideLabel: false }, { hideLabel: true }])(
    'is a searchbox named by its label (hidden: $hideLabel)',
    async ({ hideLabel }) => {
      render(<ControlledSearch hideLabel={hideLabel} />)
      const box = screen.getByRole('searchbox', { name: 'Search resources' })
      await userEvent.type(box, 'pitch')
      expect(screen.getByRole('status').textContent).toBe('pitch')
    },
  )
})
