import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { baseSystem, useAppSystem } from '../system';

/** The footer's content (newsletter, link columns, accordion) is a chunk of its own, outside the first route's JS. */
const FooterContent = lazy(() => import('./footer/FooterContent'));

/**
 * The footer on every page. Its frame is part of the first paint; what goes in it arrives with the full Chakra
 * system (its accordion and form need those recipes), which the homepage loads when the browser is idle and every
 * other page at once. The frame keeps roughly the content's height, so the page does not grow under the shopper.
 */
export function Footer() {
  const ready = useAppSystem() !== baseSystem;
  return (
    <Box as="footer" bg="brand.navy" color="brand.cream" mt="16" minH={{ base: '44rem', md: '32rem' }}>
      {ready && (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </Box>
  );
}
