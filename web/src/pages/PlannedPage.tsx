import { Box, Heading, Text } from '@chakra-ui/react';

/** Stands in for a route of the spec's table whose screen is not built yet, so the route never fails. */
export default function PlannedPage({ title }: { title: string }) {
  return (
    <Box maxW="3xl" mx="auto" px="4" py="20" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text color="fg.muted">This part of the store is being stitched together. Please check back soon.</Text>
    </Box>
  );
}
