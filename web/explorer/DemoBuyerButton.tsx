import { ToolbarButton, useGraphiQL } from '@graphiql/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { withBearer } from './headers';

/**
 * Development only: asks the gateway for a token of the seeded demo buyer and puts it in the request headers (kept in
 * the browser with the rest of the editor), so the viewer's fields — me, cart, orders — answer at once. It waits,
 * disabled, until the headers' editor has loaded: a token fetched before it could not be put anywhere.
 */
export function DemoBuyerButton({ tokenUrl }: { tokenUrl: string }) {
  const headerEditor = useGraphiQL((state) => state.headerEditor);
  const [problem, setProblem] = useState<string>();
  const signIn = async () => {
    const answer = await fetch(tokenUrl, { method: 'POST' }).catch(() => undefined);
    const body = answer?.ok ? ((await answer.json()) as { token?: unknown }) : undefined;
    if (typeof body?.token !== 'string' || !headerEditor) {
      setProblem('The demo buyer could not sign in: is the api running, with the demo buyer unchanged?');
      return;
    }
    setProblem(undefined);
    headerEditor.setValue(withBearer(headerEditor.getValue(), body.token));
  };
  return (
    <ToolbarButton
      label={problem ?? 'Sign in as the demo buyer (puts a token in the request headers)'}
      onClick={() => void signIn()}
      disabled={!headerEditor}
      data-testid="demo-buyer-token"
    >
      <KeyRound className="graphiql-toolbar-icon" aria-hidden="true" />
    </ToolbarButton>
  );
}
