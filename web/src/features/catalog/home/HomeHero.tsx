import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { HomePageQuery } from '../../../__generated__/graphql';
import { responsiveImage } from '../../../shared/renditions';

import { useHeroVideoAllowed, usePosterLoaded } from './use-hero-video';

type Home = HomePageQuery['homepage'];

/** The hero fills the screen's width: its poster is picked from the renditions by that width. */
export const HERO_SIZES = '100vw';

/** The homepage's hero: its poster (the largest paint) and, where allowed, its video over it. */
export function Hero({ hero }: { hero: Home['hero'] | undefined }) {
  const videoAllowed = useHeroVideoAllowed();
  const [posterLoaded, posterRef] = usePosterLoaded();
  const playVideo = videoAllowed && posterLoaded;
  const poster = hero ? responsiveImage(hero.poster) : undefined;
  return (
    <Box position="relative" h={{ base: '70vh', md: '100vh' }} bg="brand.navy" overflow="hidden" data-testid="hero">
      {hero && poster && (
        <>
          {/* The poster is the largest paint, a small WebP fetched first (preloaded in the head). */}
          <chakra.img
            ref={posterRef}
            src={poster.src}
            srcSet={poster.srcSet}
            sizes={HERO_SIZES}
            alt=""
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            fetchPriority="high"
            data-testid="hero-poster"
          />
          {/* The video (muted, so browsers let it autoplay) comes only once the page is interactive and the poster is
              drawn, and not at all for a shopper who saves data, is on a slow link (slow 4G or worse, by the browser's
              estimate) or asks for less motion. Its first frame is the poster,
              already painted: one pixel shorter than the poster, it is never taken for a larger paint than the
              poster's (a new largest contentful paint must be strictly larger), which would put the page's LCP
              after hydration and the video's download. */}
          {playVideo && (
            <chakra.video
              src={hero.video}
              autoPlay
              loop
              muted
              playsInline
              preload="auto"
              aria-hidden
              position="absolute"
              top="0"
              insetX="0"
              w="full"
              h="calc(100% - 1px)"
              objectFit="cover"
              data-testid="hero-video"
            />
          )}
          <Flex
            position="absolute"
            inset="0"
            direction="column"
            align="center"
            justify="center"
            color="white"
            px="4"
            textAlign="center"
            bg="blackAlpha.400"
          >
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="normal">
              {hero.title}
            </Heading>
            <Text mt="3" maxW="xl" fontSize={{ base: 'md', md: 'lg' }}>
              {hero.subtitle}
            </Text>
            <Button asChild mt="6" bg="white" color="brand.navy" size="lg">
              <RouterLink to="/product-listing/suits">Shop Suits</RouterLink>
            </Button>
          </Flex>
        </>
      )}
    </Box>
  );
}
