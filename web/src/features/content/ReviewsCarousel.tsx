import { Box, chakra, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../shared/hooks/use-media-query';
import { StarRating } from '../../shared/ui/StarRating';
import type { CustomerReview } from './about-copy';

/** The spec's carousel: 1 slide, 2 from 640 px wide, 3 from 1024 px, 20 px apart. */
export const SLIDE_SPACING_PX = 20;
export const TWO_SLIDES_FROM_PX = 640;
export const THREE_SLIDES_FROM_PX = 1024;
/** Long enough to read a review (WCAG 2.2.2 asks for a way to pause anything moving for over 5 s: the button). */
export const AUTOPLAY_INTERVAL_MS = 7000;
/** A horizontal drag at least this long turns the page. */
const SWIPE_MIN_PX = 40;

/** How many slides a page holds, decided by CSS (`--per-view`): the server's HTML lays out right at every width. */
const PER_VIEW = '--per-view';
const SLIDES_PER_VIEW_CSS = {
  [PER_VIEW]: '1',
  [`@media (min-width: ${TWO_SLIDES_FROM_PX}px)`]: { [PER_VIEW]: '2' },
  [`@media (min-width: ${THREE_SLIDES_FROM_PX}px)`]: { [PER_VIEW]: '3' },
} as const;
const SLIDE_BASIS = `calc((100% - (var(${PER_VIEW}) - 1) * ${SLIDE_SPACING_PX}px) / var(${PER_VIEW}))`;
/**
 * The page buttons a width does not need (the server renders one per slide, as for a phone) are hidden by CSS until
 * the app has read the layout, so the row does not change when it does.
 */
const EXTRA_PAGE_BUTTONS_CSS = {
  [`@media (min-width: ${TWO_SLIDES_FROM_PX}px)`]: { '& > :nth-child(n + 4)': { display: 'none' } },
  [`@media (min-width: ${THREE_SLIDES_FROM_PX}px)`]: { '& > :nth-child(n + 3)': { display: 'none' } },
} as const;

/**
 * The slides per page CSS chose, read once the carousel is in the browser and again when the window's size changes:
 * 1 on the server and while hydrating (the phone's, which the server's HTML also states for the page buttons).
 */
function useSlidesPerView(carousel: RefObject<HTMLElement | null>): number {
  const [perView, setPerView] = useState(1);
  useLayoutEffect(() => {
    const read = () => {
      const element = carousel.current;
      if (!element) return;
      const chosen = Number.parseInt(getComputedStyle(element).getPropertyValue(PER_VIEW), 10);
      setPerView(chosen > 0 ? chosen : 1);
    };
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [carousel]);
  return perView;
}

/**
 * Customer reviews, a page of 1 to 3 at a time. It turns by itself every few seconds, except while the pointer is
 * over it, while anything in it has focus, after Pause, or when the shopper prefers reduced motion (which also
 * drops the sliding animation). Previous, Next and one button per page turn it by hand; hidden slides are inert.
 */
export function ReviewsCarousel({ reviews, title }: { reviews: readonly CustomerReview[]; title: string }) {
  const carousel = useRef<HTMLElement>(null);
  const perView = useSlidesPerView(carousel);
  const reducedMotion = usePrefersReducedMotion();
  const pageCount = Math.max(1, Math.ceil(reviews.length / perView));
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pageCount - 1);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !reducedMotion && !hovered && !focused && pageCount > 1;
  const titleId = useId();
  const trackId = useId();
  const dragStart = useRef<number | null>(null);

  const go = (to: number) => setPage(((to % pageCount) + pageCount) % pageCount);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      setPage((p) => (Math.min(p, pageCount - 1) + 1) % pageCount);
    }, AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, pageCount]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const first = page * perView;

  return (
    <Box
      ref={carousel}
      as="section"
      css={SLIDES_PER_VIEW_CSS}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-testid="reviews-carousel"
      data-per-view={perView}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} fontWeight="normal">
          {title}
        </Heading>
        <HStack gap="2">
          {!reducedMotion && pageCount > 1 && (
            <IconButton
              variant="outline"
              size="sm"
              aria-label={playing ? 'Pause automatic sliding' : 'Start automatic sliding'}
              aria-controls={trackId}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            </IconButton>
          )}
          <IconButton
            variant="outline"
            size="sm"
            aria-label="Previous reviews"
            aria-controls={trackId}
            onClick={() => go(page - 1)}
          >
            <ChevronLeft aria-hidden />
          </IconButton>
          <IconButton
            variant="outline"
            size="sm"
            aria-label="Next reviews"
            aria-controls={trackId}
            onClick={() => go(page + 1)}
          >
            <ChevronRight aria-hidden />
          </IconButton>
        </HStack>
      </Flex>

      <Box
        overflow="hidden"
        touchAction="pan-y"
        onPointerDown={(e) => {
          dragStart.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const start = dragStart.current;
          dragStart.current = null;
          if (start === null || Math.abs(e.clientX - start) < SWIPE_MIN_PX) return;
          go(e.clientX < start ? page + 1 : page - 1);
        }}
      >
        <Flex
          id={trackId}
          gap={`${SLIDE_SPACING_PX}px`}
          aria-live={rotating ? 'off' : 'polite'}
          transform={`translateX(calc(${-page} * (100% + ${SLIDE_SPACING_PX}px)))`}
          transition={reducedMotion ? 'none' : 'transform 0.5s ease'}
        >
          {reviews.map((review, i) => {
            const shown = i >= first && i < first + perView;
            return (
              <Box
                key={review.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${reviews.length}`}
                aria-hidden={!shown || undefined}
                inert={!shown}
                data-shown={shown}
                flex={`0 0 ${SLIDE_BASIS}`}
                minW="0"
              >
                <ReviewSlide review={review} />
              </Box>
            );
          })}
        </Flex>
      </Box>

      <HStack
        justify="center"
        gap="1"
        mt="5"
        role="group"
        aria-label="Choose a page of reviews"
        css={EXTRA_PAGE_BUTTONS_CSS}
      >
        {Array.from({ length: pageCount }, (_, p) => (
          <chakra.button
            // biome-ignore lint/suspicious/noArrayIndexKey: the pages are positions, nothing else identifies them.
            key={p}
            type="button"
            aria-label={`Show reviews page ${p + 1} of ${pageCount}`}
            aria-current={p === page ? 'true' : undefined}
            onClick={() => go(p)}
            p="2"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.navy', outlineOffset: '1px' }}
          >
            <Box
              w={p === page ? '6' : '2.5'}
              h="2.5"
              borderRadius="full"
              bg={p === page ? 'brand.navy' : 'gray.400'}
              transition={reducedMotion ? 'none' : 'width 0.3s'}
            />
          </chakra.button>
        ))}
      </HStack>
    </Box>
  );
}

function ReviewSlide({ review }: { review: CustomerReview }) {
  return (
    <chakra.figure h="full" m="0" p="6" borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white">
      <StarRating value={review.rating} />
      <chakra.blockquote mt="4" mb="5" fontSize="md" lineHeight="tall">
        “{review.text}”
      </chakra.blockquote>
      <chakra.figcaption fontSize="sm">
        <Text as="span" fontWeight="semibold" display="block">
          {review.name}, {review.city}
        </Text>
        <Text as="span" color="fg.muted">
          Bought: {review.bought}
        </Text>
      </chakra.figcaption>
    </chakra.figure>
  );
}
