import { Box, Flex, Text } from '@chakra-ui/react';

export function Footer() {
  return (
    <Box as="footer" bg="brand.navy" color="brand.cream" mt="16">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10" direction="column" gap="2">
        <Text fontFamily="heading" fontSize="xl" letterSpacing="0.3em">
          SUTRA
        </Text>
        <Text fontSize="sm" opacity={0.8}>
          Suits, blazers and festive wear, tailored in Jaipur, Rajasthan.
        </Text>
        <Text fontSize="xs" opacity={0.6}>
          © {new Date().getFullYear()} Sutra Menswear
        </Text>
      </Flex>
    </Box>
  );
}
