/** The sitemaps.org protocol's two documents, as text. */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (ISO 8601), when known. */
  lastmod?: string | undefined;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol asks for entity-escaped URLs (an `&` in a query string is the usual one). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

const document = (root: 'urlset' | 'sitemapindex', entries: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${entries.map((e) => `${e}\n`).join('')}</${root}>\n`;

export const urlsetXml = (urls: readonly SitemapUrl[]): string =>
  document(
    'urlset',
    urls.map((u) => entry('url', u)),
  );

export const sitemapIndexXml = (sitemaps: readonly SitemapUrl[]): string =>
  document(
    'sitemapindex',
    sitemaps.map((s) => entry('sitemap', s)),
  );
