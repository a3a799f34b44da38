import { Button, HStack, Text } from '@chakra-ui/react';

/** Quantity, at least 1: − takes one away (never below 1), + adds one. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  return (
    <HStack
      gap="0"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      w="fit-content"
      role="group"
      aria-label="Quantity"
    >
      <Button
        variant="ghost"
        size="md"
        aria-label="Decrease quantity"
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={value <= 1}
      >
        −
      </Button>
      <Text minW="10" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <Button variant="ghost" size="md" aria-label="Increase quantity" onClick={() => onChange(value + 1)}>
        +
      </Button>
    </HStack>
  );
}
