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
 * Cuts the built shell (Vite's script and preload tags stay) around the head's end and the empty root element. The
 * shell's own title and description are dropped: every rendered page writes its own.
 */
export function parseTemplate(html: string): DocumentTemplate {
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return { head, beforeRoot: html.slice(headEnd, root), afterRoot: html.slice(root + ROOT.length) };
}

/** The whole document of a rendered page: its head tags and styles, its HTML in the root, the state after it. */
export const renderDocument = (template: DocumentTemplate, page: RenderedPage): string =>
  `${template.head}${page.head}${page.styles}${template.beforeRoot}<div id="root">${page.html}</div>${page.state}${template.afterRoot}`;
