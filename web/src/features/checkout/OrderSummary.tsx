import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { Box, Button, Field, Flex, Heading, HStack, Input, Separator, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { formatCount } from '../../shared/format';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { formatMoney, type Money } from '../../shared/money/format-money';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { AvailableOffers } from './AvailableOffers';
import type { SummaryFigures } from './price-figures';
import type { CouponState } from './use-coupon';

export interface OrderSummaryProps {
  /** The server's figures; null until it first answers. */
  figures: SummaryFigures | null;
  /** A newer price is being asked for. */
  pricing: boolean;
  /** The price could not be read at all. */
  priceFailed: boolean;
  coupon: CouponState;
  /** The applied coupon no longer applies to the cart (the server's message), or null. */
  couponLapsed: string | null;
  /** The cart's subtotal as the server last priced it, in paise (the offers follow it). */
  pricedSubtotal: number | null;
  /** Points the buyer holds; null while unknown. */
  pointsAvailable: number | null;
  usePoints: boolean;
  onUsePointsChange: (on: boolean) => void;
  processing: boolean;
  /** Why Complete Purchase cannot run yet (shown under it), or null. */
  blockedReason: string | null;
  /** The server's refusal of the checkout (a missing field, a coupon that no longer applies). */
  checkoutError: string | null;
  /** The way-to-pay choice, shown above Complete Purchase. */
  paymentChoice: React.ReactNode;
  onComplete: () => void;
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/**
 * The summary panel: the coupon box and its messages, the available offers, Order Value, Discount, Delivery (Free),
 * the membership points toggle (on by default), Total — every figure the server's price — and Complete Purchase, which
 * reads 'Processing' and is disabled while a purchase runs, 'Place order — ₹0 to pay' when coupon and points
 * cover everything, and 'Place order — pay on delivery' for cash on delivery.
 */
export function OrderSummary({
  figures,
  pricing,
  priceFailed,
  coupon,
  couponLapsed,
  pricedSubtotal,
  pointsAvailable,
  usePoints,
  onUsePointsChange,
  processing,
  blockedReason,
  checkoutError,
  paymentChoice,
  onComplete,
}: OrderSummaryProps) {
  const headingId = useId();
  const couponId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');

  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    void coupon.apply(code);
  };
  // An offer's Apply is the same as typing its code and pressing Apply.
  const applyOffer = (offer: string) => {
    setCode(offer);
    void coupon.apply(offer);
  };
  const money = (amount: (f: SummaryFigures) => Money) =>
    figures ? formatMoney(amount(figures)) : priceFailed ? '—' : '…';
  const payOnDelivery = figures?.payOnDelivery ?? false;
  const nothingToPay = figures !== null && !figures.paymentRequired && !payOnDelivery;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '6' }}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      data-testid="order-summary"
    >
      <Heading as="h2" id={headingId} size="md" color="brand.navy" fontFamily="heading" mb="4">
        Order Summary
      </Heading>

      <form noValidate onSubmit={applyCoupon} aria-label="Coupon">
        <Field.Root recipe={fieldSlotRecipe} id={couponId}>
          <Field.Label fontWeight="medium">Coupon code</Field.Label>
          <HStack gap="2" w="full">
            <Input
              name="coupon"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="Enter coupon code"
              autoComplete="off"
              aria-describedby={coupon.message ? messageId : undefined}
              disabled={processing}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
            />
            <SubmitButton
              variant="outline"
              borderColor="brand.navy"
              color="brand.navy"
              loading={coupon.checking}
              disabled={processing}
            >
              Apply
            </SubmitButton>
          </HStack>
        </Field.Root>
        {coupon.message && (
          <Text
            id={messageId}
            mt="2"
            fontSize="sm"
            color={coupon.message.valid ? 'green.700' : 'red.700'}
            role={coupon.message.valid ? 'status' : 'alert'}
            data-tone={coupon.message.valid ? 'success' : 'error'}
            data-testid="coupon-message"
          >
            {coupon.message.text}
          </Text>
        )}
        {couponLapsed && (
          <Text mt="2" fontSize="sm" color="red.700" role="alert" data-testid="coupon-lapsed">
            {couponLapsed}
          </Text>
        )}
        {coupon.applied && (
          <HStack mt="1" gap="2" fontSize="sm">
            <Text>
              Applied: <strong data-testid="applied-coupon">{coupon.applied.code}</strong>
            </Text>
            <Button
              variant="plain"
              size="xs"
              color="brand.navy"
              textDecoration="underline"
              onClick={coupon.remove}
              disabled={processing}
            >
              Remove coupon
            </Button>
          </HStack>
        )}
      </form>
      <AvailableOffers
        appliedCode={coupon.applied?.code ?? null}
        pricedSubtotal={pricedSubtotal}
        disabled={processing || coupon.checking}
        onApply={applyOffer}
      />

      <Separator my="5" />

      <Stack as="dl" gap="2.5" aria-busy={pricing} data-pricing={pricing ? 'true' : undefined}>
        <Row label="Order Value" value={money((f) => f.orderValue)} testId="summary-order-value" />
        <Row label="Discount" value={`− ${money((f) => f.discount)}`} testId="summary-discount" />
        <Row label="Delivery" value="Free" testId="summary-delivery" />
        {usePoints && (
          <Row label="Membership Points" value={`− ${money((f) => f.pointsValue)}`} testId="summary-points" />
        )}
        {payOnDelivery && <Row label="Cash on Delivery fee" value={money((f) => f.codFee)} testId="summary-cod-fee" />}
      </Stack>

      <Box mt="4" p="3" bg="brand.cream" rounded="md">
        <Switch.Root
          recipe={switchSlotRecipe}
          checked={usePoints}
          onCheckedChange={(e) => onUsePointsChange(e.checked)}
          disabled={processing}
          colorPalette="green"
          display="flex"
          justifyContent="space-between"
          w="full"
        >
          <Switch.HiddenInput name="useMembershipPoints" />
          <Switch.Label fontWeight="medium">Use Membership Points</Switch.Label>
          <Switch.Control />
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="points-available">
          {pointsAvailable === null
            ? 'Your points are being looked up.'
            : `You have ${formatCount(pointsAvailable)} points (1 point = ₹1 off).`}
        </Text>
        {usePoints && figures && figures.pointsUsed > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="points-used">
            This order uses {formatCount(figures.pointsUsed)} points.
          </Text>
        )}
      </Box>

      <Separator my="5" />
      <Stack as="dl">
        <Row label="Total" value={money((f) => f.total)} testId="summary-total" strong />
      </Stack>
      {nothingToPay && (
        <Text fontSize="sm" color="green.700" mt="1" data-testid="nothing-to-pay">
          Your coupon and points cover this order: there is nothing to pay.
        </Text>
      )}
      {payOnDelivery && (
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="pay-on-delivery">
          Pay the courier {money((f) => f.total)} when your order arrives.
        </Text>
      )}

      <Box mt="5">{paymentChoice}</Box>

      <Stack gap="3" mt="5">
        {checkoutError && <FormAlert>{checkoutError}</FormAlert>}
        <Button
          size="lg"
          w="full"
          bg="brand.navy"
          color="white"
          _hover={{ bg: 'brand.navy/90' }}
          onClick={onComplete}
          loading={processing}
          loadingText="Processing"
          disabled={processing || blockedReason !== null}
          aria-describedby={blockedReason ? `${headingId}-blocked` : undefined}
          data-testid="complete-purchase"
        >
          {nothingToPay
            ? 'Place order — ₹0 to pay'
            : payOnDelivery
              ? 'Place order — pay on delivery'
              : 'Complete Purchase'}
        </Button>
        {blockedReason && (
          <Text id={`${headingId}-blocked`} fontSize="sm" color="fg.muted" textAlign="center">
            {blockedReason}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
