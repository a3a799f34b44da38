/**
 * The contract between the web app's server renderer (`web/src/entry-server.tsx`, built into `web/dist-server`) and
 * the gateway that loads it at start-up: types only. Both sides name these, so neither can change its half alone.
 */

/** One GraphQL operation the renderer asks the gateway to run, in-process, as the shopper. */
export interface ServerOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** The gateway's answer to it: a GraphQL result as sent on the wire. */
export interface ServerOperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

export type ExecuteOnServer = (operation: ServerOperation) => Promise<ServerOperationResult>;

/**
 * A login or sign-up form the shopper posted without the app (JavaScript off, or before the scripts ran), which the
 * page is rendered to answer: what they typed (never a password) and why the store refused it, or, after signing up,
 * the store's confirmation on the login page. The page shows it exactly as it shows the same answer with the app.
 */
export interface PostedForm {
  /** `phone`: a step of signing in or up with a mobile number (`values.step` says which step to show). */
  form: 'login' | 'signup' | 'phone';
  /** The typed values to show again; passwords are never among them. */
  values: Record<string, string>;
  /** The form's own checks' messages by field (the same checks the page runs before it sends anything). */
  fieldErrors?: Record<string, string>;
  /** The errors the store answered the form's operation with, as GraphQL sends them (codes, fields, messages). */
  errors?: ServerOperationResult['errors'];
  /** The store's confirmation to show above the form (after signing up, on the login page). */
  notice?: string;
}

export interface PageRequest {
  /** The path and query asked for, e.g. `/product-listing/suits?sort=lowToHigh`. */
  url: string;
  /** The store's public origin (`PUBLIC_URL`), for canonical links and previews. */
  publicUrl: string;
  /** Runs an operation against the gateway's schema, as the shopper (with their session's token, if any). */
  execute: ExecuteOnServer;
  /** Whether the request carries a session to render for; it is checked by asking who it names. */
  hasSession: boolean;
  /** Gives up on a render that takes too long (the page is then served as far as it got). */
  signal?: AbortSignal;
  /** Told of errors the render recovered from (a part of the page left to the browser). */
  onError?: (error: unknown) => void;
  /** The form this page answers, when the shopper posted one without the app. */
  posted?: PostedForm;
}

export interface RenderedPage {
  status: number;
  /** A redirect the page asked for (then there is nothing else to send). */
  redirect: string | null;
  /** The session the page was rendered with; `sessionRejected` when the request's session is no longer valid. */
  signedIn: boolean;
  sessionRejected: boolean;
  /** Title, meta, canonical, preview tags and JSON-LD. */
  head: string;
  /** The page's styles (emotion's, extracted for exactly this HTML). */
  styles: string;
  /** The rendered app, for `<div id="root">`. */
  html: string;
  /** The drawings the app's markup refers to (`<use href="#icon-…">`), each once, written just before the root. */
  sprite?: string;
  /** The JSON data block hydration starts from. */
  state: string;
  /**
   * The lazily loaded modules the page rendered, as the web build's manifest names them (`src/…/Page.tsx`): the
   * document preloads their chunks, and the browser loads them before it hydrates.
   */
  modules: string[];
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/**
 * Where the browser tells the gateway which session to render pages with (`POST` with the bearer token, `DELETE` to
 * forget it), and the header both need: a cross-site form cannot send it.
 */
export const SESSION_SYNC_PATH = '/session';
export const SESSION_SYNC_HEADER = 'x-sutra-session';

/**
 * The cookie a login posted without the app hands its session to the browser's storage with: set on the redirect
 * that follows the login, readable by the page's script once, then deleted by it (see `docs/security.md`). Over https
 * it carries the `__Host-` prefix, so no other site (a sibling subdomain) can plant one.
 */
export const SESSION_HANDOFF_COOKIE = 'sutra_handoff';
export const SECURE_SESSION_HANDOFF_COOKIE = `__Host-${SESSION_HANDOFF_COOKIE}`;
