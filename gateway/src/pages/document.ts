import type { RenderedPage } from './renderer.js';

/** The built `index.html` cut where a rendered page's parts go. */
export interface DocumentTemplate {
  /** From the doctype to just before `</head>` (the build's own title and description removed). */
  head: string;
  /** From `</head>` to the opening of the root element. */
  beforeRoot: string;
  /** From the root element's end to the end. */
  afterRoot: string;
}

const ROOT = '<div id="root"></div>';

/**
 * Cuts the built shell (Vite's entry script stays) around the head's end and the empty root element. The shell's own
 * title and description are dropped: every rendered page writes its own. So are Vite's module preloads: each page
 * preloads the chunks its own route runs (module-preloads.ts). The entry script is fetched at low priority, like those
 * preloads: the server's HTML paints without it.
 */
export function parseTemplate(html: string): DocumentTemplate {
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"(?![^>]*fetchpriority)/, '<script type="module" fetchpriority="low"');
  return { head, beforeRoot: html.slice(headEnd, root), afterRoot: html.slice(root + ROOT.length) };
}

/**
 * The whole document of a rendered page: its head tags (the largest picture's preload among them), the preloads of its
 * chunks and its styles, the sprite of drawings its HTML uses before the root, its HTML in the root, the state after it.
 */
export const renderDocument = (template: DocumentTemplate, page: RenderedPage, preloads = ''): string =>
  `${template.head}${page.head}${preloads}${page.styles}${template.beforeRoot}${page.sprite ?? ''}<div id="root">${page.html}</div>${page.state}${template.afterRoot}`;
