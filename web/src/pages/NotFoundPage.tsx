import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box maxW="3xl" mx="auto" px="4" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        Page not found
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
