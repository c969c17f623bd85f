import { marketingPaths } from '@app/site-config'
import { absoluteUrl } from '../components/seo'

/** Thank-you pages only make sense after a signup; they are not offered to search engines. */
const indexablePaths = marketingPaths.filter((path) => !path.startsWith('/thank-you'))

/** Prerendered to dist/client/sitemap.xml at build time. */
export function loader() {
  const urls = indexablePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
