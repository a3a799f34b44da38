import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { BadgePercent, Headset, RotateCcw, Truck } from 'lucide-react';
import type { ComponentType } from 'react';
import { PROMISES, type StorePromise } from './about-copy';

const ICONS: Record<StorePromise['icon'], ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  returns: RotateCcw,
  shipping: Truck,
  support: Headset,
  members: BadgePercent,
};

/** The four promises: 14-day returns, free shipping, 24/7 support and member discounts. */
export function PromiseTiles() {
  return (
    <Box as="section" aria-labelledby="promises-title">
      <Heading as="h2" id="promises-title" size={{ base: 'xl', md: '2xl' }} fontWeight="normal" mb="6">
        Our Promise to You
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none" data-testid="promise-tiles">
        {PROMISES.map((p) => {
          const Icon = ICONS[p.icon];
          return (
            <Box as="li" key={p.title} bg="brand.cream" borderRadius="md" p="6">
              <Box color="brand.navy" mb="3">
                <Icon size={28} aria-hidden />
              </Box>
              <Heading as="h3" size="md" mb="2">
                {p.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {p.text}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
