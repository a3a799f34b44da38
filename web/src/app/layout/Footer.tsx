import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyModule } from '../lazy-module';

/** The footer's content (newsletter, link columns, accordion) is a chunk of its own, outside the first route's JS. */
const FooterContent = lazyModule('src/app/layout/footer/FooterContent.tsx', () => import('./footer/FooterContent'));

/**
 * The footer on every page. The server renders its content into the page (crawlers follow its links); in the browser
 * its code is a chunk of its own, which hydrates the server's HTML when it arrives. The frame keeps roughly the
 * content's height, so a page rendered in the browser does not grow under the shopper.
 */
export function Footer() {
  return (
    <Box as="footer" bg="brand.navy" color="brand.cream" mt="16" minH={{ base: '44rem', md: '32rem' }}>
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </Box>
  );
}
