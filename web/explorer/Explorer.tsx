import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';
import { DemoBuyerButton } from './DemoBuyerButton';
import { createFetcher } from './fetcher';
import { type ExplorerSettings, storageFor } from './settings';

const FIRST_QUERY = `# The docs (top left) browse the schema; Ctrl-Space completes, Ctrl-Enter runs.
# The key button signs in as the demo buyer: then me, cart and orders answer too.
query Categories {
  categories {
    id
    name
  }
}
`;

/** GraphiQL over one endpoint, from the store's own bundle: nothing is fetched from anywhere but this origin. */
export function Explorer({ settings }: { settings: ExplorerSettings }) {
  const fetcher = useMemo(() => createFetcher(settings.endpoint), [settings.endpoint]);
  const storage = useMemo(() => storageFor(settings.endpoint), [settings.endpoint]);
  const { demoTokenUrl } = settings;
  return (
    <GraphiQL
      fetcher={fetcher}
      storage={storage}
      defaultQuery={settings.endpoint === '/graphql' ? FIRST_QUERY : undefined}
      // A saved token is what makes the viewer's fields explorable; it stays in this browser, for this endpoint.
      shouldPersistHeaders={Boolean(demoTokenUrl)}
      defaultEditorToolsVisibility={demoTokenUrl ? 'headers' : undefined}
    >
      <GraphiQL.Logo>Sutra · {settings.endpoint}</GraphiQL.Logo>
      <GraphiQL.Toolbar>
        {({ prettify, copy, merge }) => (
          <>
            {prettify}
            {merge}
            {copy}
            {demoTokenUrl ? <DemoBuyerButton tokenUrl={demoTokenUrl} /> : null}
          </>
        )}
      </GraphiQL.Toolbar>
    </GraphiQL>
  );
}
