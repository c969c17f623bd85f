import type { SampleFact } from '@app/site-content/placeholders'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// The page marks what the owners have not supplied yet. The content here is a fixture with three known
// placeholders, so the expected badges are written out below, not worked out by the rule under test.
vi.mock('@app/site-content', async (importOriginal) => {
  const { launchReady } = await import('@app/site-content/fixtures')
  const [ceo, cto] = launchReady.founders
  return {
    ...(await importOriginal<typeof import('@app/site-content')>()),
    siteContent: {
      ...launchReady,
      companyProfileUrl: 'https://www.linkedin.com/company/example',
      founders: [ceo, { ...cto, photo: undefined }],
      partners: launchReady.partners.map((partner, index) =>
        index === 3 ? { ...partner, url: 'https://delta.example' } : partner,
      ),
    },
  }
})

const everyFact: SampleFact[] = [
  'contactEmail',
  'companyProfileUrl',
  'demoBookingUrl',
  'founders.0',
  'founders.1',
  ...([0, 1, 2, 3, 4, 5] as const).map((index) => `partners.${index}` as const),
  'socialProof',
]

describe('SampleBadge', () => {
  // Test files share one module registry per worker (isolate: false): another file may have loaded the badge
  // with the real content already, so it is loaded afresh here, under the fixture.
  let SampleBadge: typeof import('./sample-badge').SampleBadge
  beforeAll(async () => {
    vi.resetModules()
    ;({ SampleBadge } = await import('./sample-badge'))
  })

  it('shows "Sample" beside exactly the facts that still hold a placeholder', () => {
    render(
      <ul>
        {everyFact.map((fact) => (
          <li key={fact} aria-label={fact}>
            <SampleBadge fact={fact} />
          </li>
        ))}
      </ul>,
    )
    const badged = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent === 'Sample')
      .map((item) => item.getAttribute('aria-label'))
    expect(badged).toEqual(['companyProfileUrl', 'founders.1', 'partners.3'])
  })
})
