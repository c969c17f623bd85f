import './app.css'
import { PreviewDocument, PreviewErrorBoundary, previewMeta } from '@app/preview-kit/client/preview-document'
import { PreviewShell } from '@app/preview-kit/client/preview-shell'
import { base, links, siteUrl } from '@app/preview-kit/env'
import type { ReactNode } from 'react'
import { founderApp } from './screens.ts'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <PreviewDocument app={founderApp} homeHref={links.homeHref} base={base}>
      {children}
    </PreviewDocument>
  )
}

export default function App() {
  return <PreviewShell app={founderApp} links={links} />
}

export function ErrorBoundary() {
  return <PreviewErrorBoundary app={founderApp} links={links} />
}

export const meta = previewMeta(founderApp, { base, siteUrl })
