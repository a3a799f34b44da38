import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewBreakdownFragment } from '../../__generated__/graphql';
import { formatCount } from '../../shared/format';
import { StarRating } from '../../shared/ui/StarRating';

const STARS = [5, 4, 3, 2, 1] as const;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The average score and one bar per star, 5 down to 1, sized by its share of the reviews. */
export function ReviewBreakdown({ summary }: { summary: ReviewBreakdownFragment }) {
  const countOf = (stars: number) => summary.counts.find((c) => c.stars === stars)?.count ?? 0;
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '5', sm: '10' }} align={{ sm: 'center' }}>
      <Stack gap="1" align={{ base: 'flex-start', sm: 'center' }} minW="36" data-testid="review-average">
        <Text fontSize="4xl" fontFamily="heading" lineHeight="1">
          {summary.average.toFixed(1)}
        </Text>
        <StarRating value={summary.average} size="5" />
        <Text fontSize="sm" color="fg.muted">
          Based on {plural(summary.total, 'review', 'reviews')}
        </Text>
      </Stack>
      <Stack as="ul" gap="1.5" flex="1" maxW="md" aria-label="Rating breakdown" listStyleType="none">
        {STARS.map((stars) => {
          const count = countOf(stars);
          const share = summary.total > 0 ? Math.round((count / summary.total) * 100) : 0;
          return (
            <HStack as="li" key={stars} gap="3" fontSize="sm" data-testid={`stars-${stars}`}>
              <Text w="12" flexShrink="0">
                {stars} star
              </Text>
              <Box flex="1" h="2" bg="gray.100" rounded="full" overflow="hidden" aria-hidden="true">
                <Box h="full" w={`${share}%`} bg="brand.gold" rounded="full" />
              </Box>
              <Text w="10" flexShrink="0" textAlign="end" color="fg.muted">
                <Box as="span" srOnly>
                  {plural(count, 'review', 'reviews')},{' '}
                </Box>
                <span aria-hidden="true">{count}</span>
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Flex>
  );
}
