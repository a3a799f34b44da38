/**
 * The content security policy of a developer's tool page served from the service's own files (the GraphQL explorer,
 * the REST documentation): scripts, styles, workers and fonts from this origin only, no script inline, styles set at
 * run time (as such editors do), nothing framed and the page framed by nothing. One policy, so the two pages cannot
 * drift apart.
 */
export const TOOL_PAGE_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};
