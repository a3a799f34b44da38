import { HStack, Text } from '@chakra-ui/react';
import type { VerifiedBuyerBadgeFragment } from '../../__generated__/graphql';
import { BadgeCheck } from './badge-check';

/** 'Verified buyer' beside a review whose author received the product (the api decides); nothing otherwise. */
export function VerifiedBuyerBadge({ review }: { review: VerifiedBuyerBadgeFragment }) {
  if (!review.verifiedBuyer) return null;
  return (
    <HStack as="span" gap="1" color="green.700" data-testid="verified-buyer">
      <BadgeCheck size={14} aria-hidden="true" focusable="false" />
      <Text as="span" fontSize="xs" fontWeight="medium">
        Verified buyer
      </Text>
    </HStack>
  );
}
