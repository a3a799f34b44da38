import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useViewerBagQuery } from '../../__generated__/operations/ViewerBag';
import { LoginGateProvider } from '../../features/accounts/LoginGate';
import { DeferredChatWidget } from '../../features/chat/DeferredChatWidget';
import { WishlistProvider } from '../../features/wishlist/WishlistProvider';
import { useSession } from '../../shared/session/session';
import { ToasterHost } from '../ToasterHost';
import { Footer } from './Footer';
import { Header } from './Header';
import type { BagCounts } from './HeaderActions';
import { HydrationMark } from './HydrationMark';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { SecondaryBar } from './SecondaryBar';

/**
 * The header badges: saved products and the cart's count (the sum of quantities, as the server counts it), from the
 * viewer's small `ViewerBag` query (asked only with a token; the wishlist's hearts share it). Every cart and wishlist
 * write answers the whole cart or wishlist, so the badges follow without a refetch. A guest's are 0 (hidden).
 */
export function useBagCounts(): BagCounts {
  const { signedIn } = useSession();
  const { data } = useViewerBagQuery({ skip: !signedIn });
  const wishlist = signedIn ? (data?.wishlist?.count ?? 0) : 0;
  const cart = signedIn ? (data?.cart?.count ?? 0) : 0;
  return useMemo(() => ({ wishlist, cart }), [wishlist, cart]);
}

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
