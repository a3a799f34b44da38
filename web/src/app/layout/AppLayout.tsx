import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginGateProvider } from '../../features/accounts/LoginGate';
import { DeferredChatWidget } from '../../features/chat/DeferredChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { SecondaryBar } from './SecondaryBar';

/** Until the wishlist and cart slices supply them, the badges have nothing to count (and hide at 0). */
const NO_COUNTS = { wishlist: 0, cart: 0 };

/** Header and footer on every page; the secondary bar on every page but the homepage. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <LoginGateProvider>
      <Box minH="100vh" display="flex" flexDirection="column">
        <ScrollToTop />
        <Header transparentAtTop={isHome} counts={NO_COUNTS} />
        {!isHome && <SecondaryBar />}
        <Box as="main" flex="1">
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
        <Footer />
        <DeferredChatWidget />
      </Box>
    </LoginGateProvider>
  );
}

/** While a page's code loads: a screen-high placeholder, so the footer does not flash into view and jump away. */
export function PageSpinner() {
  return (
    <Center py="24" minH="100vh" alignItems="flex-start">
      <Spinner size="lg" color="brand.navy" aria-label="Loading" />
    </Center>
  );
}
