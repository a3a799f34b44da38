import type { NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionServer from '@emotion/server/create-instance';
import type { PageRequest, RenderedPage } from '@sutra/rules';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { SessionViewerDocument } from './__generated__/operations/SessionViewer';
import { AppProviders } from './app/AppProviders';
import { createServerApolloClient } from './app/apollo';
import { bootstrapScript } from './app/bootstrap';
import { DEFAULT_DESCRIPTION, headTags, renderHeadTags, STORE_NAME } from './app/head/page-head';
import { newRenderRecorder, type RenderRecorder } from './app/render-context';
import { AppRoutes } from './app/routes';
import { createStoreStyleCache, serverStyleTags } from './app/server-styles';
import { GUEST, type SessionSnapshot } from './shared/session/session';
import { toStoredUser } from './shared/session/session-user';
import { spriteMarkup } from './shared/ui/sprite-symbols';

export type { PageRequest, RenderedPage } from '@sutra/rules';

const NOT_SIGNED_IN = new Set(['UNAUTHENTICATED']);

/** Who the request's session names, or a guest when it names no one any more (revoked, expired). */
async function sessionOf(
  client: ReturnType<typeof createServerApolloClient>,
  hasSession: boolean,
): Promise<{ session: SessionSnapshot; rejected: boolean }> {
  if (!hasSession) return { session: GUEST, rejected: false };
  try {
    const { data } = await client.query({ query: SessionViewerDocument });
    if (data?.me) return { session: { signedIn: true, user: toStoredUser(data.me) }, rejected: false };
  } catch (error) {
    if (!CombinedGraphQLErrors.is(error) || !error.errors.some((e) => NOT_SIGNED_IN.has(String(e.extensions?.code)))) {
      throw error;
    }
  }
  return { session: GUEST, rejected: true };
}

const resetRecorder = (recorder: RenderRecorder) => Object.assign(recorder, newRenderRecorder());

/**
 * Renders one page of the store on the server: the route's data is fetched through the same Apollo operations the
 * browser uses (Apollo's `prerenderStatic` renders with React 19's `prerenderToNodeStream` until every query has
 * answered), then the HTML, the styles it uses, its head and the state hydration needs are handed back for the
 * document. A page's status, head and redirect come from what its components asked for while rendering.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const client = createServerApolloClient(request.execute);
  const { session: rendered, rejected } = await sessionOf(client, request.hasSession);
  // A form posted without the app travels with the session, to the page and into hydration (see posted-form.ts).
  const session = request.posted ? { ...rendered, posted: request.posted } : rendered;
  const styles = createStoreStyleCache();
  // Collect the styles in the cache instead of writing <style> tags into the markup; they go into the head.
  styles.compat = true;
  const recorder = newRenderRecorder();
  const config = { publicUrl: request.publicUrl };
  const tree = (
    <AppProviders environment={{ client, styles, session, config, recorder }}>
      <StaticRouter location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  const { result } = await prerenderStatic({
    tree,
    signal: request.signal,
    maxRerenders: 10,
    // Each pass records the page's head and status afresh: the last pass, with every answer, has the last word.
    renderFunction: (node) => {
      resetRecorder(recorder);
      return prerenderToNodeStream(node, {
        // Every boundary inline, finished: no script is needed to reveal any part of the page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => request.onError?.(error),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    },
  });
  const emotion = createEmotionServer(styles);
  const head = recorder.head ?? { title: STORE_NAME, description: DEFAULT_DESCRIPTION };
  const path = request.url.split('?')[0] ?? '/';
  return {
    status: recorder.status,
    redirect: recorder.redirect,
    signedIn: session.signedIn,
    sessionRejected: rejected,
    head: renderHeadTags(headTags(head, request.publicUrl, path)),
    styles: serverStyleTags(emotion.extractCriticalToChunks(result).styles),
    html: result,
    sprite: spriteMarkup(recorder.symbols),
    state: bootstrapScript({
      apollo: client.extract() as NormalizedCacheObject,
      session,
      publicUrl: request.publicUrl,
      modules: recorder.modules,
    }),
    modules: recorder.modules,
  };
}
