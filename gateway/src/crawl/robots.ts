/**
 * Pages a crawler has no business in: a shopper's own pages (they answer a sign-in prompt to a crawler), the
 * purchase path, and the endpoints that are not pages. Each is a path prefix, as robots.txt reads them.
 */
export const PRIVATE_PATHS = ['/profile', '/cart', '/checkout', '/login', '/signup', '/graphql', '/upload'] as const;

/** robots.txt for the store's origin: everything else (catalogue, content pages, images) may be crawled. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
