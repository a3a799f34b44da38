import { Box, Text } from '@chakra-ui/react';

/** The slim bar under the header on every page but home: the store's standing promises. */
export function SecondaryBar() {
  return (
    <Box bg="brand.navy" color="brand.cream" py="1.5" px="3" textAlign="center">
      <Text fontSize="xs" letterSpacing="wider" truncate>
        Free shipping across India · 14-day returns
        <Text as="span" display={{ base: 'none', sm: 'inline' }}>
          {' '}
          · Tailored in Jaipur
        </Text>
      </Text>
    </Box>
  );
}
