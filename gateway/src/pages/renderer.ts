import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';

/**
 * The web app's server renderer (`web/src/entry-server.tsx`, built by `pnpm build` into `web/dist-server`), as the
 * gateway calls it. The gateway loads the built module at start-up and knows it only by this contract; the web app's
 * code never runs in the gateway's type checks.
 */
export interface ServerOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface PageRequest {
  url: string;
  publicUrl: string;
  execute: (operation: ServerOperation) => Promise<FormattedExecutionResult>;
  hasSession: boolean;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  redirect: string | null;
  signedIn: boolean;
  sessionRejected: boolean;
  head: string;
  styles: string;
  html: string;
  state: string;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/** The web app's server renderer next to its build (`<webDist>/../dist-server`), or null when it is not built. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return { renderPage: module.renderPage };
}
