import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import type { AvailableOfferFragment } from '../../__generated__/graphql';
import { useAvailableCouponsQuery } from '../../__generated__/operations/AvailableCoupons';
import { formatLongDate } from '../../shared/format';
import { formatMoney } from '../../shared/money/format-money';

export interface AvailableOffersProps {
  /** The code applied now (its Apply reads Applied). */
  appliedCode: string | null;
  /** The cart's subtotal as the server last priced it, in paise: the offers are asked again when it moves. */
  pricedSubtotal: number | null;
  disabled: boolean;
  onApply: (code: string) => void;
}

function OfferFacts({ offer }: { offer: AvailableOfferFragment }) {
  const facts = [
    offer.minOrder.paise > 0 ? `Min. order ${formatMoney(offer.minOrder)}` : null,
    offer.expiresAt ? `Valid till ${formatLongDate(offer.expiresAt)}` : null,
    offer.usesLeft !== null ? `${offer.usesLeft} ${offer.usesLeft === 1 ? 'use' : 'uses'} left` : null,
  ].filter(Boolean);
  return facts.length > 0 ? (
    <Text fontSize="xs" color="fg.muted">
      {facts.join(' · ')}
    </Text>
  ) : null;
}

/**
 * Available offers: the coupons this buyer can use now, as the server judged them against the cart — each with its
 * rule, minimum order and expiry, what it saves or how much more the cart needs, and an Apply button that applies it
 * exactly as typing the code does. Nothing shows while there are none (or they cannot be read).
 */
export function AvailableOffers({ appliedCode, pricedSubtotal, disabled, onApply }: AvailableOffersProps) {
  const headingId = useId();
  const { data, refetch } = useAvailableCouponsQuery({ fetchPolicy: 'cache-and-network' });
  const seenSubtotal = useRef(pricedSubtotal);
  useEffect(() => {
    const before = seenSubtotal.current;
    if (pricedSubtotal === null || pricedSubtotal === before) return;
    seenSubtotal.current = pricedSubtotal;
    // The first price only confirms the cart the offers were read for.
    if (before === null) return;
    void refetch().catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'AbortError')) console.error('Failed to read the offers', error);
    });
  }, [pricedSubtotal, refetch]);

  const offers = data?.availableCoupons ?? [];
  if (offers.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="4" data-testid="available-offers">
      <Heading as="h3" id={headingId} size="sm" color="brand.navy" mb="2">
        Available offers
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {offers.map((offer) => {
          const applied = appliedCode === offer.code;
          return (
            <Flex
              as="li"
              key={offer.code}
              gap="3"
              p="3"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor={offer.applicable ? 'green.600' : 'gray.300'}
              rounded="md"
              justify="space-between"
              align="flex-start"
              data-testid="offer"
              data-code={offer.code}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="bold" letterSpacing="wide">
                  {offer.code}
                </Text>
                <Text fontSize="sm" data-testid="offer-rule">
                  {offer.rule}
                </Text>
                <OfferFacts offer={offer} />
                <Text fontSize="sm" color={offer.applicable ? 'green.700' : 'fg.muted'} data-testid="offer-saving">
                  {offer.applicable
                    ? `You save ${formatMoney(offer.discount)}`
                    : offer.shortfall.paise > 0
                      ? `Add ${formatMoney(offer.shortfall)} more to use this`
                      : offer.message}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                borderColor="brand.navy"
                color="brand.navy"
                flexShrink="0"
                disabled={disabled || applied || !offer.applicable}
                onClick={() => onApply(offer.code)}
                aria-label={applied ? `${offer.code} applied` : `Apply ${offer.code}`}
              >
                {applied ? 'Applied' : 'Apply'}
              </Button>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
