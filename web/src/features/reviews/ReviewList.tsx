import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReviewListItemFragment } from '../../__generated__/graphql';
import { formatLongDate } from '../../shared/format';
import { StarRating } from '../../shared/ui/StarRating';
import { VerifiedBuyerBadge } from './VerifiedBuyerBadge';

/**
 * Reviews, newest first: the reviewer's name (with 'Verified buyer' when they received the product), stars, date
 * (en-GB, long month) and the comment (not the title).
 */
export function ReviewList({ reviews }: { reviews: readonly ReviewListItemFragment[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Customer reviews">
      {reviews.map((review) => (
        <Box as="li" key={review.id} py="5" borderBottomWidth="1px" borderColor="gray.200" data-testid="review">
          <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{review.author}</Text>
              <VerifiedBuyerBadge review={review} />
            </HStack>
            <chakra.time fontSize="sm" color="fg.muted" dateTime={review.createdAt}>
              {formatLongDate(review.createdAt)}
            </chakra.time>
          </HStack>
          <Box mt="1.5">
            <StarRating value={review.rating} />
          </Box>
          <Text mt="2" color="fg" whiteSpace="pre-line">
            {review.comment}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
