import { Button, HStack, Text } from '@chakra-ui/react';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** − is disabled at this value (the product page's 1); a cart line passes 0, so − at 1 asks to remove the line. */
  min?: number;
  /** Why + is disabled (shown as its title), or nothing when it is enabled. */
  increaseBlocked?: string;
  /** The group's accessible name. */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  size?: 'sm' | 'md';
  /** The test id of the number between the buttons. */
  valueTestId?: string;
}

/**
 * A quantity between − and + (never below `min`): the product page's choice before adding to the cart, and each cart
 * line's quantity. The number is announced politely as it changes. Callers name the controls for what they act on.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  increaseBlocked,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  size = 'md',
  valueTestId = 'quantity',
}: QuantityStepperProps) {
  return (
    <HStack
      gap="0"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      w="fit-content"
      role="group"
      aria-label={label}
    >
      <Button
        variant="ghost"
        size={size}
        fontSize="lg"
        aria-label={decreaseLabel}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
      >
        −
      </Button>
      <Text
        minW={size === 'sm' ? '9' : '10'}
        textAlign="center"
        fontWeight="semibold"
        aria-live="polite"
        data-testid={valueTestId}
      >
        {value}
      </Text>
      <Button
        variant="ghost"
        size={size}
        fontSize="lg"
        aria-label={increaseLabel}
        title={increaseBlocked}
        disabled={increaseBlocked !== undefined}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </HStack>
  );
}
