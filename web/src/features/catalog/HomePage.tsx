import { AspectRatio, Box, Button, chakra, Flex, Grid, Heading, Link, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HomePageQuery } from '../../__generated__/graphql';
import { useHomePageQuery } from '../../__generated__/operations/HomePage';
import { organizationJsonLd } from '../../app/head/json-ld';
import { DEFAULT_DESCRIPTION } from '../../app/head/page-head';
import { usePageHead } from '../../app/head/use-page-head';
import { useStoreConfig } from '../../app/render-context';
import { StoreUnavailable } from '../../app/StoreUnavailable';
import { formatRupees } from '../../shared/format';
import { responsiveImage } from '../../shared/renditions';
import { STORE } from '../../shared/store-info';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

type Home = HomePageQuery['homepage'];

export default function HomePage() {
  const { data, loading, error, refetch } = useHomePageQuery();
  useEffect(() => {
    if (error) console.error('Failed to fetch homepage', error);
  }, [error]);
  const home = data?.homepage;
  useHomeHead(home?.hero.poster);
  return (
    <>
      <Hero hero={home?.hero} />
      {home && (
        <Box bg="brand.gold" color="brand.navy" textAlign="center" py="2.5" fontWeight="semibold" letterSpacing="wide">
          {home.promoText}
        </Box>
      )}
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }}>
        {loading && !home ? (
          <SectionSkeleton />
        ) : error && !home ? (
          <StoreUnavailable onRetry={() => void refetch()} />
        ) : home ? (
          <>
            <BestSeller block={home.bestSeller} />
            <Section title={home.trending.title} seeMoreLink={home.trending.seeMoreLink} testId="top-trending">
              <ProductGrid products={home.trending.products} columns={{ base: 2, md: 3, lg: 4 }} />
            </Section>
            <Section title={home.recommended.title} seeMoreLink={home.recommended.seeMoreLink} testId="recommended">
              <ProductGrid products={home.recommended.products} />
            </Section>
          </>
        ) : null}
      </Box>
      {home && <SaleBanner banner={home.saleBanner} />}
    </>
  );
}

/** The hero fills the screen's width: its poster is picked from the renditions by that width. */
const HERO_SIZES = '100vw';

function Hero({ hero }: { hero: Home['hero'] | undefined }) {
  const playVideo = useHeroVideoAllowed();
  const poster = hero ? responsiveImage(hero.poster) : undefined;
  return (
    <Box position="relative" h={{ base: '70vh', md: '100vh' }} bg="brand.navy" overflow="hidden" data-testid="hero">
      {hero && poster && (
        <>
          {/* The poster is the largest paint, a small WebP fetched first (preloaded in the head). */}
          <chakra.img
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
          {/* The video (muted, so browsers let it autoplay) comes only once the page is interactive, and not at all
              for a shopper who saves data, is on a slow link or asks for less motion. Its first frame is the poster,
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

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** The parts of the Network Information API the hero reads (Chromium's; absent elsewhere, which allows the video). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the hero's video may play: decided in an effect, so never on the server nor before hydration (the video's
 * bytes never compete with the first paint), and never under Save-Data, on a slow link or with reduced motion.
 */
function useHeroVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const decide = () =>
      setAllowed(!query.matches && !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '4g'));
    decide();
    query.addEventListener('change', decide);
    return () => query.removeEventListener('change', decide);
  }, []);
  return allowed;
}

function Section({
  title,
  seeMoreLink,
  testId,
  children,
}: {
  title: string;
  seeMoreLink: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" py={{ base: '10', md: '14' }} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Flex justify="space-between" align="baseline" mb="6">
        <Heading as="h2" id={`${testId}-title`} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Link asChild color="brand.navy" fontWeight="medium">
          {/* Relative links, as the spec's sections use ('trending', 'recommended'). */}
          <RouterLink to={seeMoreLink} relative="path">
            See More
          </RouterLink>
        </Link>
      </Flex>
      {children}
    </Box>
  );
}

function BestSeller({ block }: { block: Home['bestSeller'] }) {
  if (block.products.length === 0) return null;
  const [first, second] = block.products;
  return (
    <Box as="section" py={{ base: '10', md: '14' }} data-testid="best-seller" aria-labelledby="best-seller-title">
      <Flex justify="space-between" align="baseline" mb="6">
        <Heading as="h2" id="best-seller-title" size={{ base: 'xl', md: '2xl' }}>
          {block.title}
        </Heading>
        <Link href={block.seeMoreLink} color="brand.navy" fontWeight="medium">
          + See More
        </Link>
      </Flex>
      <Grid
        templateColumns={{ base: 'repeat(3, 75%)', md: 'repeat(3, minmax(0, 1fr))' }}
        gap="6"
        overflowX={{ base: 'auto', md: 'visible' }}
        scrollSnapType="x mandatory"
      >
        {first && (
          <Box scrollSnapAlign="start">
            <ProductCard product={first} priority />
          </Box>
        )}
        <Box scrollSnapAlign="start" position="relative" data-testid="best-seller-banner">
          <AspectRatio ratio={4 / 5} overflow="hidden">
            <chakra.img src={block.bannerImage} alt="" loading="lazy" objectFit="cover" />
          </AspectRatio>
          <Flex
            position="absolute"
            inset="0"
            direction="column"
            justify="flex-end"
            p="6"
            color="white"
            bgGradient="to-t"
            gradientFrom="blackAlpha.700"
            gradientTo="transparent"
          >
            <Heading as="h3" size="xl" fontWeight="normal">
              {block.title}
            </Heading>
            <Text mt="1">Start from {formatRupees(block.startingPrice)}</Text>
          </Flex>
        </Box>
        {second && (
          <Box scrollSnapAlign="start">
            <ProductCard product={second} />
          </Box>
        )}
      </Grid>
    </Box>
  );
}

function SaleBanner({ banner }: { banner: Home['saleBanner'] }) {
  return (
    <Box as="section" position="relative" bg="black" color="white" mt="6" overflow="hidden" aria-label={banner.title}>
      <chakra.img
        src={banner.image}
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
      />
      <Flex
        position="relative"
        direction="column"
        align={{ base: 'center', md: 'flex-start' }}
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py={{ base: '14', md: '20' }}
        gap="3"
      >
        <Text letterSpacing="0.3em" textTransform="uppercase" color="brand.gold">
          {banner.title}
        </Text>
        <Heading as="h2" size={{ base: '4xl', md: '6xl' }}>
          {banner.offer}
        </Heading>
        <Button asChild bg="brand.gold" color="black" size="lg" mt="2">
          <RouterLink to={banner.link}>{banner.ctaText}</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

function SectionSkeleton() {
  return (
    <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="6" py="14">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} aspectRatio={4 / 5} />
      ))}
    </Grid>
  );
}

const heroPreload = (poster: string) => {
  const { src, srcSet } = responsiveImage(poster);
  return { href: src, ...(srcSet ? { srcSet } : {}) };
};

/** The homepage's head: the store's name and promise, the hero's picture as the preview, and the store as JSON-LD. */
function useHomeHead(poster: string | undefined) {
  const { publicUrl } = useStoreConfig();
  usePageHead({
    title: 'Sutra — Menswear tailored in Jaipur',
    description: DEFAULT_DESCRIPTION,
    path: '/',
    ...(poster
      ? {
          image: poster,
          imageAlt: 'Sutra — menswear tailored in Jaipur',
          preloadImage: { ...heroPreload(poster), sizes: HERO_SIZES },
        }
      : {}),
    jsonLd: [
      organizationJsonLd(publicUrl, {
        email: STORE.email,
        telephone: `+${STORE.whatsappNumber}`,
        sameAs: STORE.social.map((s) => s.url),
      }),
    ],
  });
}
