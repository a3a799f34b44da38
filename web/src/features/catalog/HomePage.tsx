import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useHomePageQuery } from '../../__generated__/operations/HomePage';
import { StoreUnavailable } from '../../app/StoreUnavailable';
import { Hero } from './home/HomeHero';
import { BestSeller, SaleBanner, Section, SectionSkeleton } from './home/HomeSections';
import { useHomeHead } from './home/use-home-head';
import { ProductGrid } from './ProductGrid';

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
