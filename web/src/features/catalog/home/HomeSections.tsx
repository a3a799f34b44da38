import { AspectRatio, Box, Button, chakra, Flex, Grid, Heading, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { HomePageQuery } from '../../../__generated__/graphql';
import { formatMoney } from '../../../shared/money/format-money';
import { ProductCard } from '../ProductCard';

type Home = HomePageQuery['homepage'];

/** A titled block of the homepage with its 'See more' link. */
export function Section({
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

/** The best seller block: its first products side by side (a row to swipe on a phone), with a 'See More' link. */
export function BestSeller({ block }: { block: Home['bestSeller'] }) {
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
            <Text mt="1">Start from {formatMoney(block.startingPrice)}</Text>
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

/** The sale banner across the page's foot, with its call to action. */
export function SaleBanner({ banner }: { banner: Home['saleBanner'] }) {
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

/** What the homepage shows while its blocks load. */
export function SectionSkeleton() {
  return (
    <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="6" py="14">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} aspectRatio={4 / 5} />
      ))}
    </Grid>
  );
}
