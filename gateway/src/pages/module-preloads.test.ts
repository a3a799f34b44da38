import { describe, expect, it } from 'vitest';
import { parseTemplate, renderDocument } from './document.js';
import { createModulePreloads, parseManifest } from './module-preloads.js';

/** A build as Vite writes it: an entry with shared chunks, a homepage-only footer chunk and two route chunks. */
const manifest = parseManifest(
  JSON.stringify({
    'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_shared-S.js', '_runtime-R.js'] },
    '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_runtime-R.js'] },
    '_runtime-R.js': { file: 'assets/runtime-R.js' },
    '_form-F.js': { file: 'assets/form-F.js', imports: ['_shared-S.js'] },
    'src/app/layout/footer/FooterContent.tsx': { file: 'assets/FooterContent-1.js', imports: ['_shared-S.js'] },
    'src/features/catalog/ProductListingPage.tsx': { file: 'assets/ProductListingPage-2.js', imports: ['_form-F.js'] },
    'src/features/checkout/CheckoutPage.tsx': { file: 'assets/CheckoutPage-3.js', imports: ['_form-F.js'] },
  }),
);

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" /><title>Sutra</title>
<script type="module" crossorigin src="/assets/index-E.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-S.js">
<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-3.js">
</head><body><div id="root"></div></body></html>`;

const page = (modules: string[]) => ({
  status: 200,
  redirect: null,
  signedIn: false,
  sessionRejected: false,
  head: '<title>Page</title>',
  styles: '<style data-emotion="css x">.x{}</style>',
  html: '<main>hello</main>',
  state: '<script type="application/json" id="sutra-state">{}</script>',
  modules,
});

const preloadedFiles = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/([^"]+)">/g)]
    .map((match) => match[1])
    .sort();

describe('module preloads', () => {
  const preloads = createModulePreloads(manifest);
  const template = parseTemplate(SHELL);

  it('drops the build shell’s own preloads and keeps its entry script, fetched at low priority', () => {
    expect(template.head).not.toContain('modulepreload');
    expect(template.head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js"></script>',
    );
  });

  it('preloads the entry’s static imports and the rendered modules’ chunks, nothing else', () => {
    const html = renderDocument(
      template,
      page(['src/app/layout/footer/FooterContent.tsx']),
      preloads(page([]).modules),
    );
    expect(preloadedFiles(html)).toEqual(['assets/runtime-R.js', 'assets/shared-S.js']);
    const home = renderDocument(template, page([]), preloads(['src/app/layout/footer/FooterContent.tsx']));
    expect(preloadedFiles(home)).toEqual(['assets/FooterContent-1.js', 'assets/runtime-R.js', 'assets/shared-S.js']);
  });

  it('adds a route’s chunk with its own static imports, but no other route’s', () => {
    const files = preloadedFiles(preloads(['src/features/catalog/ProductListingPage.tsx']));
    expect(files).toEqual([
      'assets/ProductListingPage-2.js',
      'assets/form-F.js',
      'assets/runtime-R.js',
      'assets/shared-S.js',
    ]);
    expect(files).not.toContain('assets/CheckoutPage-3.js');
    expect(files).not.toContain('assets/index-E.js');
  });

  it('fetches every preload at low priority: the first paint needs none of them', () => {
    const tags = [...preloads(['src/features/catalog/ProductListingPage.tsx']).matchAll(/<link [^>]*>/g)];
    expect(tags.length).toBeGreaterThan(0);
    for (const [tag] of tags) expect(tag).toContain('fetchpriority="low"');
  });

  it('skips a module the build does not know', () => {
    expect(preloadedFiles(preloads(['src/Nowhere.tsx']))).toEqual(['assets/runtime-R.js', 'assets/shared-S.js']);
  });

  it('puts the preloads in the head, after the page’s own tags and before its styles', () => {
    const html = renderDocument(template, page([]), preloads([]));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<title>Page</title>')).toBeLessThan(head.indexOf('modulepreload'));
    expect(head.indexOf('modulepreload')).toBeLessThan(head.indexOf('<style data-emotion'));
  });
});
