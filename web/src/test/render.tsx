import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { system } from '../app/system';

/** Renders a component with the app's providers: Chakra, a memory router and an empty Apollo mock. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={[]}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}
