import { type PostedForm, sameSitePath } from '@sutra/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import type { Caller } from '../rest/client.js';
import { type DocumentTemplate, renderDocument } from './document.js';
import type { ModulePreloads } from './module-preloads.js';
import type { PageRenderer, ServerOperation } from './renderer.js';
import { clearSessionCookie, SESSION_COOKIE, takeSignedUp } from './session-cookie.js';

/** Runs one of the web app's operations in-process against the gateway's schema, as `caller`. */
export type ExecuteAs = (caller: Caller, operation: ServerOperation) => Promise<FormattedExecutionResult>;

export interface PageRouteOptions {
  renderer: PageRenderer;
  template: DocumentTemplate;
  /** The `<link rel=modulepreload>` tags of a page's chunks; none when the build has no manifest. */
  preloads?: ModulePreloads;
  execute: ExecuteAs;
  publicUrl: string;
  secureCookies: boolean;
  /** How long a render may take before the page is served as far as it got. */
  renderTimeoutMs: number;
}

/** Shown when rendering itself failed: the store's words, and a way to try again, with a 500. */
const FAILED_PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Sutra — something went wrong</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,sans-serif;
max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2a44"><h1>Something went wrong on our side</h1>
<p>We could not show this page just now. Please <a href="">try again</a> in a moment, or go to the
<a href="/">homepage</a>.</p></body></html>`;

/**
 * Renders a page of the store on the server: as the buyer the session cookie names (a stale one is dropped), with the
 * status, head and redirect the page asked for. A page rendered for a buyer is theirs alone (`private, no-store`);
 * a guest's may be kept by the browser but is checked again each time (`no-cache`). A page answering a form posted
 * without the app (`account-forms.ts`) shows what was typed: also `no-store`, with the refusal's status.
 */
export function createPageHandler(options: PageRouteOptions) {
  return async (request: FastifyRequest, reply: FastifyReply, form?: { posted: PostedForm; status: number }) => {
    const token = request.cookies[SESSION_COOKIE] || undefined;
    const posted = form?.posted ?? takeSignedUp(request, reply, options.secureCookies);
    const caller: Caller = { token, ip: request.ip };
    let page: Awaited<ReturnType<PageRenderer['renderPage']>>;
    try {
      page = await options.renderer.renderPage({
        url: request.url,
        publicUrl: options.publicUrl,
        hasSession: Boolean(token),
        execute: (operation) => options.execute(caller, operation),
        signal: AbortSignal.timeout(options.renderTimeoutMs),
        onError: (error) => request.log.warn({ err: error, url: request.url }, 'part of a page left to the browser'),
        ...(posted ? { posted } : {}),
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'page render failed');
      return reply.status(500).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(FAILED_PAGE);
    }
    if (page.sessionRejected) clearSessionCookie(reply, options.secureCookies);
    reply.header('vary', 'Cookie').header('cache-control', page.signedIn || posted ? 'private, no-store' : 'no-cache');
    // Only ever to a path on this site: a `Location` of `//host` (however the page came by it) leaves the store.
    if (page.redirect) return reply.redirect(sameSitePath(page.redirect, options.publicUrl) ?? '/', 302);
    return reply
      .status(form && page.status === 200 ? form.status : page.status)
      .type('text/html; charset=utf-8')
      .send(renderDocument(options.template, page, options.preloads?.(page.modules) ?? ''));
  };
}
