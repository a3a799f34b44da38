import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { fullSystem as system } from '../app/system-full';
import { LoginGateProvider } from '../features/accounts/LoginGate';

/** Renders a component with the app's providers: Chakra, an empty Apollo mock, a memory router and the login gate. */
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
