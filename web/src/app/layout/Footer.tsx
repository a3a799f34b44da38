import { Box } from '@chakra-ui/react';
import { memo, Suspense } from 'react';
import { CHAT_IN_MARGIN, CHAT_STRIP_HEIGHT } from '../../features/chat/chat-dock';
import { BOTTOM_BAR_HEIGHT } from '../../shared/bottom-bar';
import { lazyModule } from '../lazy-module';

/**
 * Room under the footer's last line, below the width where the chat button floats in the margin, for the chat's strip
 * and any bar fixed at the bottom: at the end of every page nothing is left beneath them.
 */
const STRIP_SAFE_AREA = `calc(${BOTTOM_BAR_HEIGHT} + ${CHAT_STRIP_HEIGHT} + 1rem + env(safe-area-inset-bottom, 0px))`;

/**
 * The footer's content (newsletter, link columns, accordion) is a chunk of its own, outside the first route's JS: the
 * page hydrates without waiting for it (`deferred`).
 */
const FooterContent = lazyModule('src/app/layout/footer/FooterContent.tsx', () => import('./footer/FooterContent'), {
  hydration: 'deferred',
});

/**
 * The footer on every page. The server renders its content into the page (crawlers follow its links, and so can a
 * shopper before any script has run); in the browser its code is a chunk of its own, loaded when hydration reaches
 * the footer, which then hydrates the server's HTML on its own. The frame keeps roughly the content's height, so a
 * page rendered in the browser does not grow under the shopper. Memoized: it takes no props, so a re-render of the
 * layout never reaches the footer while it waits for its code.
 */
export const Footer = memo(function Footer() {
  return (
    <Box
      as="footer"
      bg="brand.navy"
      color="brand.cream"
      mt="16"
      minH={{ base: '44rem', md: '32rem' }}
      pb={STRIP_SAFE_AREA}
      css={{ [CHAT_IN_MARGIN]: { paddingBottom: 0 } }}
    >
      <Suspense fallback={null}>
        <FooterContent />
      </Suspense>
    </Box>
  );
});
