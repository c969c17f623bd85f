import type { ImageAsset } from '@app/site-content'
import { cn } from '@app/ui/lib/utils'
import type * as React from 'react'

interface ContentImageProps {
  image: ImageAsset | undefined
  /** What the box shows without an image: initials or a wordmark. */
  fallback: React.ReactNode
  className?: string
  imageClassName?: string
  /** `eager` for an image near the top of the page. */
  loading?: 'eager' | 'lazy'
}

/**
 * An owner-supplied image (founder photo, partner logo, avatar) in a fixed box, or the fallback in the same
 * box while there is none. The production build checks that each image path is a file in the public folder,
 * so a broken image is caught before it ships rather than patched over with script on pages that have none.
 */
export function ContentImage({
  image,
  fallback,
  className,
  imageClassName,
  loading = 'lazy',
}: ContentImageProps) {
  if (!image) return <span className={className}>{fallback}</span>
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      className={cn(className, imageClassName)}
    />
  )
}
