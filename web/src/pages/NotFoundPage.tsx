import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../app/head/use-page-head';
import { useResponseStatus } from '../app/render-context';

/** The store's not-found page: for an unknown address, product or category, answered with 404. */
export function NotFound({ title = 'Page not found' }: { title?: string }) {
  useResponseStatus(404);
  usePageHead({ title: `${title} | Sutra`, noindex: true });
  return (
    <Box maxW="3xl" mx="auto" px="4" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" mb="8">
        We looked in every drawer of the atelier, but this page is not here.
      </Text>
      <Button asChild bg="brand.navy" color="white">
        <RouterLink to="/">Back to the homepage</RouterLink>
      </Button>
    </Box>
  );
}

export default function NotFoundPage() {
  return <NotFound />;
}
