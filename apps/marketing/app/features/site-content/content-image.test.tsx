import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContentImage } from './content-image'

describe('ContentImage', () => {
  it('renders the image with its alt text and intrinsic size when there is one', () => {
    render(
      <ContentImage
        image={{ src: '/team/ceo.jpg', alt: 'Portrait of Jane Doe', width: 256, height: 240 }}
        fallback="JD"
        className="size-16"
        imageClassName="object-cover"
      />,
    )
    const image = screen.getByRole('img', { name: 'Portrait of Jane Doe' })
    expect(image.getAttribute('src')).toBe('/team/ceo.jpg')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['256', '240'])
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(screen.queryByText('JD')).toBeNull()
  })

  it('shows the fallback text when there is no image', () => {
    const { container } = render(
      <ContentImage image={undefined} fallback="Northwind Labs" className="h-12 w-40" />,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.textContent).toBe('Northwind Labs')
  })
})
