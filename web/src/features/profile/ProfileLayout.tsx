import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Center, Circle, chakra, Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLogoutMutation } from '../../__generated__/operations/Logout';
import { Redirect } from '../../app/RenderProviders';
import { loginPathFor } from '../../shared/session/redirect';
import { clearSession, useSession } from '../../shared/session/session';
import { GuestOrders, ORDERS_PATH } from './GuestOrders';
import { isCurrent, PROFILE_MENU } from './profile-menu';

/** How long Logout waits for the server to revoke the token before the browser forgets it anyway. */
const LOGOUT_WAIT_MS = 3000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const menuItemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '4',
  py: '2.5',
  rounded: 'md',
  fontSize: 'sm',
  color: 'brand.navy',
  textAlign: 'start',
  _hover: { bg: 'brand.cream' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '-2px' },
} as const;

const currentStyle = {
  bg: 'brand.navy',
  color: 'white',
  fontWeight: 'semibold',
  _hover: { bg: 'brand.navy' },
} as const;

/**
 * Every /profile/* page: guests are sent to `/login?redirect=<this page>` (but for /profile/orders, which tells them
 * to log in: `GuestOrders`); buyers get a header with their stored
 * name and email, the side menu (behind an 'Account Menu' button on small screens) and the page.
 */
export default function ProfileLayout() {
  const { signedIn, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutOnServer] = useLogoutMutation();
  const menuId = useId();

  // A chosen entry folds the small-screen menu away again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!signedIn) {
    if (loggingOut) return null;
    if (location.pathname.replace(/\/$/, '') === ORDERS_PATH) return <GuestOrders />;
    return <Redirect to={loginPathFor(`${location.pathname}${location.search}`)} />;
  }

  const logout = async () => {
    setLoggingOut(true);
    // The server refuses this token from now on. The browser forgets it whatever the answer: offline, or with a
    // server that does not answer in time, Logout still logs out here.
    await Promise.race([logoutOnServer().catch(() => undefined), delay(LOGOUT_WAIT_MS)]);
    await clearSession();
    // Nothing of this buyer's may stay in memory for the next one.
    void client.clearStore();
    navigate('/');
  };

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Flex
        as="section"
        aria-label="Signed-in buyer"
        align="center"
        gap="4"
        bg="brand.navy"
        color="white"
        rounded="md"
        px={{ base: '4', md: '6' }}
        py="5"
        mb="6"
        data-testid="profile-header"
      >
        <Circle size="12" bg="brand.gold" color="brand.navy" fontWeight="bold" fontSize="lg" aria-hidden>
          {(user?.name.trim().charAt(0) || '?').toUpperCase()}
        </Circle>
        <Box minW="0">
          <Text fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} truncate data-testid="profile-name">
            {user?.name ?? 'My Account'}
          </Text>
          {user?.email && (
            <Text fontSize="sm" color="brand.cream" truncate data-testid="profile-email">
              {user.email}
            </Text>
          )}
        </Box>
      </Flex>

      <Grid templateColumns={{ base: '1fr', md: '15rem 1fr' }} gap={{ base: '4', md: '8' }} alignItems="start">
        <Box>
          <Button
            display={{ base: 'flex', md: 'none' }}
            w="full"
            justifyContent="space-between"
            variant="outline"
            borderColor="brand.navy"
            color="brand.navy"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
          >
            Account Menu
            <chakra.span
              display="inline-flex"
              transform={menuOpen ? 'rotate(180deg)' : undefined}
              transition="transform 0.2s"
            >
              <ChevronDown size={18} aria-hidden />
            </chakra.span>
          </Button>
          <Box
            as="nav"
            id={menuId}
            aria-label="Account"
            display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
            mt={{ base: '2', md: '0' }}
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            p="2"
            bg="white"
            data-testid="profile-menu"
          >
            <Stack as="ul" gap="0.5" listStyleType="none">
              {PROFILE_MENU.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <chakra.a asChild {...menuItemStyle} {...(isCurrent(to, location.pathname) ? currentStyle : {})}>
                    <RouterLink to={to} aria-current={isCurrent(to, location.pathname) ? 'page' : undefined}>
                      <Icon size={18} aria-hidden />
                      {label}
                    </RouterLink>
                  </chakra.a>
                </li>
              ))}
              <li>
                {/* Without the app (JavaScript off, or before it runs) Logout posts to the gateway, which logs out. */}
                <form method="post" action="/logout">
                  <chakra.button
                    type="submit"
                    {...menuItemStyle}
                    onClick={(event) => {
                      event.preventDefault();
                      void logout();
                    }}
                    disabled={loggingOut}
                  >
                    <LogOut size={18} aria-hidden />
                    Logout
                  </chakra.button>
                </form>
              </li>
            </Stack>
          </Box>
        </Box>
        <Box minW="0">
          <Suspense
            fallback={
              <Center py="16">
                <Spinner size="lg" color="brand.navy" aria-label="Loading" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
      </Grid>
    </Box>
  );
}
