import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { system } from '../app/system';
import { ToasterHost } from '../app/ToasterHost';
import { typePolicies } from '../app/type-policies';
import { LoginGateProvider } from '../features/accounts/LoginGate';
import { WishlistProvider } from '../features/wishlist/WishlistProvider';
import { HeldOperations } from './held-link';

// biome-ignore lint/suspicious/noExplicitAny: MockedProvider takes mocks of any operation.
export type AnyMock = any;

/**
 * Renders a component with the app's providers: Chakra, an empty Apollo mock, a memory router and the login gate
 * (hearts read a guest's wishlist). `renderStore` adds the signed-in buyer's wishlist and the toaster.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={[]}>
        <MemoryRouter initialEntries={[route]}>
          <LoginGateProvider>{ui}</LoginGateProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

/** Mocked GraphQL behind a link that holds the operations a test names (see HeldOperations). */
export function mockedLink(mocks: AnyMock[], held: HeldOperations = new HeldOperations()) {
  return { held, link: ApolloLink.from([held.link, new MockLink(mocks)]) };
}

/** Where the router went, for links and navigation a test follows. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` at `path` (entered at `route`) as the app does: Chakra, mocked GraphQL over the app's cache policies,
 * the login gate, the wishlist and the toaster. Any other path shows where the router went. Operations named in
 * `hold` wait until the test calls `held.release(name)`.
 */
export function renderStore(
  ui: ReactElement,
  {
    mocks = [],
    route = '/',
    path = '/',
    hold = [],
  }: { mocks?: AnyMock[]; route?: string; path?: string; hold?: string[] } = {},
) {
  const cache = new InMemoryCache({ typePolicies });
  const { held, link } = mockedLink(mocks);
  for (const name of hold) held.hold(name);
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider link={link} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <LoginGateProvider>
            <WishlistProvider>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
              <ToasterHost />
            </WishlistProvider>
          </LoginGateProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...view, cache, held };
}
