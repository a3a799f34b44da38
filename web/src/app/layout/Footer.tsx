import { Box } from '@chakra-ui/react';
import {
  type MouseEvent,
  memo,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router';
import { CHAT_IN_MARGIN, CHAT_STRIP_HEIGHT } from '../../features/chat/chat-dock';
import { BOTTOM_BAR_HEIGHT } from '../../shared/bottom-bar';
import { lazyModule } from '../lazy-module';
import {
  controlIndex,
  formIndex,
  type Handover,
  type Replay,
  replay,
  restoreHandover,
  takeHandover,
  whenNear,
} from './footer/kept-footer';

/**
 * Room under the footer's last line, below the width where the chat button floats in the margin, for the chat's strip
 * and any bar fixed at the bottom: at the end of every page nothing is left beneath them.
 */
const STRIP_SAFE_AREA = `calc(${BOTTOM_BAR_HEIGHT} + ${CHAT_STRIP_HEIGHT} + 1rem + env(safe-area-inset-bottom, 0px))`;

/** The footer's content (newsletter, link columns, accordion): a chunk of its own, outside the first route's JS. */
const FooterContent = lazyModule('src/app/layout/footer/FooterContent.tsx', () => import('./footer/FooterContent'), {
  hydration: 'deferred',
});

/** Hydration leaves an element with this as its inner HTML as the server sent it. */
const KEEP_SERVER_HTML = { __html: '' };

const subscribe = () => () => undefined;

/**
 * True on the server and while React hydrates the page, false when it renders in the browser: whether this footer's
 * first render is the server's HTML hydrating.
 */
const useFromServer = () => {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return useState(hydrating)[0];
};

type Phase = 'kept' | 'swapped' | 'live';

/**
 * The footer on every page. The server renders its content into the page (crawlers follow its links, and so can a
 * shopper before any script has run). In the browser, hydration keeps that HTML as it is, without its code: the
 * content's chunk is fetched only when the shopper comes near the footer or touches it, so a phone that never gets
 * there never pays for it; React then renders the same markup in its place. Meanwhile the kept HTML works: its links
 * navigate as the app's do, and a tap on one of its buttons (or a submitted form) is replayed on React's once it has
 * rendered, with the text typed and the focus carried over (kept-footer.ts).
 *
 * Why not hydrate the content later inside a `<Suspense>` boundary: React holds every update of a context above a
 * boundary still waiting for its code (a navigation, say) until that boundary has hydrated, so a page whose footer
 * was far away could not change. The kept HTML is no boundary, and nothing in it reads a context.
 *
 * The frame keeps roughly the content's height, so a page rendered in the browser does not grow under the shopper.
 */
export const Footer = memo(function Footer() {
  const fromServer = useFromServer();
  const onServer = typeof document === 'undefined';
  const [phase, setPhase] = useState<Phase>(fromServer && !onServer ? 'kept' : 'live');
  const footer = useRef<HTMLElement>(null);
  const handover = useRef<Handover | undefined>(undefined);
  const pending = useRef<Replay | undefined>(undefined);
  const navigate = useNavigate();
  const kept = phase === 'kept';

  useEffect(() => {
    const element = footer.current;
    if (!kept || !element) return;
    // The server's submit buttons wait for the page to hydrate (SubmitButton); it has, and a tap on them is replayed.
    for (const button of element.querySelectorAll<HTMLButtonElement>('button[type="submit"][disabled]')) {
      button.disabled = false;
    }
    let active = true;
    const stop = whenNear(element, () => {
      void FooterContent.preload().then(() => {
        if (!active) return;
        handover.current = takeHandover(element, pending.current);
        setPhase('swapped');
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, [kept]);

  // React's footer is in the page: the text and focus go back before its forms adopt what is typed (on mount).
  useLayoutEffect(() => {
    if (phase === 'swapped' && footer.current && handover.current) restoreHandover(footer.current, handover.current);
  }, [phase]);

  useEffect(() => {
    if (phase === 'swapped') setPhase('live');
    // Replayed once the forms have taken what was typed into their state (the render that made the phase live).
    else if (phase === 'live' && footer.current && handover.current?.replay) {
      replay(footer.current, handover.current);
      handover.current = undefined;
    }
  }, [phase]);

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const element = footer.current;
    const target = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    if (!element || !target || !element.contains(target)) return;
    if (target instanceof HTMLAnchorElement) {
      const url = new URL(target.href);
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (url.origin !== window.location.origin || target.target || target.hasAttribute('download') || !plain) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
      return;
    }
    event.preventDefault();
    pending.current = { kind: 'click', control: controlIndex(element, target) };
  };
  const onSubmitCapture = (event: SyntheticEvent<HTMLElement>) => {
    event.preventDefault();
    if (footer.current && event.target instanceof HTMLFormElement)
      pending.current = { kind: 'submit', form: formIndex(footer.current, event.target) };
  };

  return (
    <Box
      as="footer"
      ref={footer}
      bg="brand.navy"
      color="brand.cream"
      mt="16"
      minH={{ base: '44rem', md: '32rem' }}
      pb={STRIP_SAFE_AREA}
      css={{ [CHAT_IN_MARGIN]: { paddingBottom: 0 } }}
      {...(kept
        ? {
            dangerouslySetInnerHTML: KEEP_SERVER_HTML,
            suppressHydrationWarning: true,
            onClickCapture,
            onSubmitCapture,
          }
        : {})}
    >
      {kept ? undefined : (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </Box>
  );
});
