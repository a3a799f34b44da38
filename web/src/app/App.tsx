import { BrowserRouter } from 'react-router';
import { type AppEnvironment, AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

/** The storefront in the browser. */
export function App({ environment }: { environment: AppEnvironment }) {
  return (
    <AppProviders environment={environment}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
