import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/head/use-page-head';
import { AboutStory } from './AboutStory';
import { CUSTOMER_REVIEWS } from './about-copy';
import { PromiseTiles } from './PromiseTiles';
import { ReviewsCarousel } from './ReviewsCarousel';

/** /about: the story (tabs or accordion), the four promises and what customers say. */
export default function AboutPage() {
  usePageHead({ title: 'About Us | Sutra' });
  return (
    <>
      <Box bg="brand.cream" py={{ base: '10', md: '16' }} px="4" textAlign="center">
        <Text fontSize="sm" letterSpacing="widest" textTransform="uppercase" color="brand.navy" mb="2">
          Tailored in Jaipur since 2016
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="normal">
          About Us
        </Heading>
      </Box>
      <Stack
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py={{ base: '8', md: '14' }}
        gap={{ base: '12', md: '16' }}
      >
        <Box as="section" aria-labelledby="story-title">
          <Heading as="h2" id="story-title" size={{ base: 'xl', md: '2xl' }} fontWeight="normal" mb="4">
            Our Story
          </Heading>
          <AboutStory />
        </Box>
        <PromiseTiles />
        <ReviewsCarousel reviews={CUSTOMER_REVIEWS} title="What Our Customers Say" />
      </Stack>
    </>
  );
}
