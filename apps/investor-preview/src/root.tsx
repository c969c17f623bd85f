import './app.css'
import { PreviewDocument, PreviewErrorBoundary, previewMeta } from '@app/preview-kit/client/preview-document'
import { PreviewShell } from '@app/preview-kit/client/preview-shell'
import { base, links, siteUrl } from '@app/preview-kit/env'
import type { ReactNode } from 'react'
import { investorApp } from './screens.ts'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <PreviewDocument app={investorApp} homeHref={links.homeHref} base={base}>
      {children}
    </PreviewDocument>
  )
}

export default function App() {
  return <PreviewShell app={investorApp} links={links} />
}

export function ErrorBoundary() {
  return <PreviewErrorBoundary app={investorApp} links={links} />
}

export const meta = previewMeta(investorApp, { base, siteUrl })
