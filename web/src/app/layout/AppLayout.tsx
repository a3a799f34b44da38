import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoginGateProvider } from '../../features/accounts/LoginGate';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { SecondaryBar } from './SecondaryBar';

/** Header and footer on every page; the secondary bar on every page but the homepage. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isHome = pathname === '/';
  return (
    <LoginGateProvider>
      <Box minH="100vh" display="flex" flexDirection="column">
        <ScrollToTop />
        <Header transparentAtTop={isHome} />
        {!isHome && <SecondaryBar />}
        <Box as="main" flex="1" aria-busy={navigation.state === 'loading'}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </LoginGateProvider>
  );
}

export function PageSpinner() {
  return (
    <Center py="24">
      <Spinner size="lg" color="brand.navy" aria-label="Loading" />
    </Center>
  );
}
