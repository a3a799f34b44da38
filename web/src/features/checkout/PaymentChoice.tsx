import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { Box, chakra, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PaymentChoice as Choice } from '../../__generated__/graphql';
import { formatMoney, type Money } from '../../shared/money/format-money';

export interface CashOnDeliveryOffer {
  available: boolean;
  /** Added to the total when paying on delivery. */
  fee: Money;
  /** Why it is not offered, or null. */
  message: string | null;
}

export interface PaymentChoiceProps {
  value: Choice;
  onChange: (choice: Choice) => void;
  /** The server's answer for this order and pincode; null until it first answers. */
  cashOnDelivery: CashOnDeliveryOffer | null;
  locked: boolean;
}

/**
 * Payment: online through Razorpay (UPI or card, chosen in its window), or Cash on Delivery with its fee. Cash on
 * Delivery is shown disabled, with the server's reason, where it is not offered (over the limit, a pincode where the
 * courier cannot collect, nothing to pay).
 */
export function PaymentChoice({ value, onChange, cashOnDelivery, locked }: PaymentChoiceProps) {
  const labelId = useId();
  const reasonId = useId();
  const codOffered = cashOnDelivery?.available ?? false;
  const options = [
    { value: 'ONLINE' as const, label: 'Pay online', detail: 'UPI, cards', extra: null, disabled: false },
    {
      value: 'CASH_ON_DELIVERY' as const,
      label: 'Cash on Delivery',
      detail: 'Pay the courier in cash or by UPI',
      extra: cashOnDelivery ? `+ ${formatMoney(cashOnDelivery.fee)}` : null,
      disabled: !codOffered,
    },
  ];
  return (
    <Box data-testid="payment-choice">
      <Text id={labelId} fontWeight="semibold" mb="2">
        Payment
      </Text>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        aria-labelledby={labelId}
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as Choice)}
        disabled={locked}
        colorPalette="gray"
      >
        <Stack gap="2">
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={option.disabled && cashOnDelivery?.message ? reasonId : undefined}
              borderWidth="1px"
              borderColor={value === option.value ? 'brand.navy' : 'gray.200'}
              rounded="md"
              px="3"
              py="2.5"
              cursor={option.disabled ? 'not-allowed' : 'pointer'}
              data-testid={`payment-${option.value === 'ONLINE' ? 'online' : 'cod'}`}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText flex="1">
                <Flex justify="space-between" gap="3" w="full">
                  <span>
                    {option.label} <chakra.span color="fg.muted">{option.detail}</chakra.span>
                  </span>
                  {/* The fee ('+ ₹49') reads as one piece: it never breaks after the plus. */}
                  {option.extra && (
                    <chakra.span fontWeight="semibold" whiteSpace="nowrap" flexShrink={0} data-testid="payment-extra">
                      {option.extra}
                    </chakra.span>
                  )}
                </Flex>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {cashOnDelivery && !codOffered && cashOnDelivery.message && (
        <Text id={reasonId} fontSize="sm" color="fg.muted" mt="1.5" data-testid="cod-unavailable">
          {cashOnDelivery.message}
        </Text>
      )}
    </Box>
  );
}
