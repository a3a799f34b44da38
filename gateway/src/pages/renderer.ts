import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { PageRenderer } from '@sutra/rules';

export type { PageRenderer, RenderedPage, ServerOperation } from '@sutra/rules';

/** The web app's server renderer next to its build (`<webDist>/../dist-server`), or null when it is not built. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return { renderPage: module.renderPage };
}
