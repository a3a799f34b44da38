import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { system } from '../app/system';
import { LoginGateProvider } from '../features/accounts/LoginGate';
import { aViewer } from './factories/buyer';

// biome-ignore lint/suspicious/noExplicitAny: MockedProvider takes mocks of any operation.
export type AnyMock = any;

/** Shows where the router went (and the state it carried), for pages that navigate away. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

/**
 * Renders `ui` at `path` (entered at `route`) with the app's providers over mocked GraphQL; any other path shows a
 * probe with the location, so a test can see where the page navigated.
 */
interface PageOptions {
  mocks?: AnyMock[];
  route?: InitialEntry;
  path?: string;
}

export function renderPage(ui: ReactElement, options: PageOptions = {}) {
  return render(pageTree(ui, options));
}

/** The page inside the app's providers, for rendering as the server does (renderToString) and hydrating. */
export function pageTree(ui: ReactElement, { mocks = [], route = '/', path = '/' }: PageOptions = {}): ReactElement {
  return (
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[route]}>
          <LoginGateProvider>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </LoginGateProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>
  );
}

/** A GraphQL error answer as the gateway gives it. */
export const graphqlError = (message: string, code = 'BAD_USER_INPUT') => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/** A refusal of input fields as the gateway gives it: the message, and each field by its argument path. */
export const fieldsRefusal = (message: string, fields: { field: string; code: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
});

export const viewer = aViewer();
