import { BRAND_COLOR } from '@app/site-config/brand'

/**
 * What a visitor without JavaScript sees instead of a screen whose buttons could not work: the prerendered
 * screen is hidden (a style in the same <noscript>) and this branded notice links to the marketing site. It is
 * the page's main landmark and its heading says what is wrong, so a screen reader finds it as it would a screen.
 * Inline styles: it must not depend on the stylesheet.
 */
export function PreviewNoscriptNotice({
  brandName,
  homeHref,
  hiddenId,
}: {
  brandName: string
  homeHref: string
  /** The id of the element holding the prerendered screen. */
  hiddenId: string
}) {
  // In the browser React never draws a <noscript>'s children (it takes them as the element's text, and a
  // visitor with JavaScript has no use for them), so they are left to the prerender (`import.meta.env.SSR`):
  // the page's HTML keeps the whole notice and the browser bundle none of it. Hydration compares nothing
  // inside a <noscript>.
  if (!import.meta.env.SSR) return <noscript />
  return (
    <noscript>
      <style>{`#${hiddenId}{display:none}`}</style>
      <main
        style={{
          fontFamily: "'Inter Variable',system-ui,sans-serif",
          boxSizing: 'border-box',
          width: 'calc(100% - 2rem)',
          maxWidth: '32rem',
          margin: '15vh auto',
          // 1rem at the sides: on a 320 px phone the link's label then fits on one line.
          padding: '2rem 1rem',
          textAlign: 'center',
          border: '1px solid #e4e4ef',
          borderRadius: '1rem',
          background: '#fff',
          color: '#1c1b2e',
        }}
      >
        <p style={{ fontWeight: 700, fontSize: '1.25rem', margin: '0 0 .5rem', color: BRAND_COLOR }}>
          {brandName}
        </p>
        <h1
          style={{
            fontWeight: 600,
            fontSize: '1.125rem',
            lineHeight: 1.5,
            margin: '0 0 .5rem',
            textWrap: 'balance',
          }}
        >
          This preview needs JavaScript
        </h1>
        <p style={{ margin: '0 0 1.5rem', color: '#55546a', textWrap: 'pretty' }}>
          The interactive {brandName} preview runs in your browser. Turn on JavaScript to explore it, or read
          about {brandName} on our website.
        </p>
        <a
          href={homeHref}
          style={{
            display: 'inline-block',
            padding: '.625rem 1rem',
            textWrap: 'balance',
            borderRadius: '.5rem',
            background: `linear-gradient(90deg,#7c3aed,${BRAND_COLOR},#0e7ac4)`,
            color: '#fff',
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          Go to the {brandName} website
        </a>
      </main>
    </noscript>
  )
}
