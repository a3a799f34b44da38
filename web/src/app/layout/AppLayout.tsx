import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginGateProvider } from '../../features/accounts/LoginGate';
import { DeferredChatWidget } from '../../features/chat/DeferredChatWidget';
import { WishlistProvider } from '../../features/wishlist/WishlistProvider';
import { ToasterHost } from '../ToasterHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrationMark } from './HydrationMark';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { SecondaryBar } from './SecondaryBar';
import { useBagCounts } from './use-bag-counts';

/** Header and footer on every page; the secondary bar on every page but the homepage. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const counts = useBagCounts();
  return (
    <LoginGateProvider>
      <WishlistProvider>
        <Box minH="100vh" display="flex" flexDirection="column">
          <ScrollToTop />
          <Header transparentAtTop={isHome} counts={counts} />
          {!isHome && <SecondaryBar />}
          <Box as="main" flex="1">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
                <HydrationMark />
              </Suspense>
            </RouteErrorBoundary>
          </Box>
          <Footer />
          <DeferredChatWidget />
          <ToasterHost />
        </Box>
      </WishlistProvider>
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
