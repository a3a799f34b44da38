import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { Badge, Box, chakra, Flex, Heading, HStack, IconButton, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { DeliveryOption } from '../../__generated__/graphql';
import type { CartLine } from '../cart';
import { cartLineBought, OrderLine } from '../orders';
import { type DeliveryOptionDates, expressNotFasterLine } from '../serviceability';

/** The spec's two delivery options; both are free. */
const DELIVERY_OPTIONS: { value: DeliveryOption; label: string; days: string }[] = [
  { value: 'STANDARD', label: 'Standard', days: '4-6 days' },
  { value: 'EXPRESS', label: 'Express', days: '1-2 days' },
];

export interface OrderItemsProps {
  lines: readonly CartLine[];
  delivery: DeliveryOption;
  onDeliveryChange: (option: DeliveryOption) => void;
  onRemove: (line: CartLine) => void;
  /** Nothing changes while a purchase is running or a removal is on its way. */
  locked: boolean;
  /** Each option's date for the delivery pincode (null: not known, the spec's days stand alone). */
  dates?: DeliveryOptionDates | null;
  pincode?: string;
}

/** Checkout's order items: each line with its remove button, then the delivery options (Standard or Express, Free). */
export function OrderItems({ lines, delivery, onDeliveryChange, onRemove, locked, dates, pincode }: OrderItemsProps) {
  const headingId = useId();
  const deliveryId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '6' }}
      data-testid="order-items"
    >
      <Heading
        as="h2"
        id={headingId}
        size="md"
        color="brand.navy"
        fontFamily="heading"
        mb="4"
        pb="3"
        borderBottomWidth="1px"
        borderColor="gray.100"
      >
        Order Items
      </Heading>
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Items in your order">
        {lines.map((line) => (
          <OrderItem key={line.id} line={line} onRemove={() => onRemove(line)} locked={locked} />
        ))}
      </Stack>

      <Box mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Text id={deliveryId} fontWeight="semibold" mb="3">
          Delivery
        </Text>
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          aria-labelledby={deliveryId}
          value={delivery}
          onValueChange={(e) => e.value && onDeliveryChange(e.value as DeliveryOption)}
          disabled={locked}
          colorPalette="gray"
        >
          <Stack gap="3">
            {DELIVERY_OPTIONS.map((option) => {
              const notFaster = option.value === 'EXPRESS' && (dates?.expressNotFaster ?? false);
              const date = option.value === 'EXPRESS' ? dates?.express : dates?.standard;
              return (
                <RadioGroup.Item
                  key={option.value}
                  value={option.value}
                  disabled={notFaster}
                  borderWidth="1px"
                  borderColor={delivery === option.value ? 'brand.navy' : 'gray.200'}
                  rounded="md"
                  px="4"
                  py="3"
                  cursor={notFaster ? 'not-allowed' : 'pointer'}
                  data-testid={`delivery-${option.value.toLowerCase()}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText flex="1">
                    <Flex justify="space-between" gap="3" w="full">
                      <span>
                        {option.label} <chakra.span color="fg.muted">{option.days}</chakra.span>
                      </span>
                      <chakra.span color="green.700" fontWeight="semibold">
                        Free
                      </chakra.span>
                    </Flex>
                    {date && !notFaster && (
                      <chakra.span
                        display="block"
                        fontSize="sm"
                        color="fg.muted"
                        data-testid={`delivery-date-${option.value.toLowerCase()}`}
                      >
                        Delivery by {date}
                      </chakra.span>
                    )}
                    {notFaster && (
                      <chakra.span display="block" fontSize="sm" color="fg.muted" data-testid="express-not-faster">
                        {expressNotFasterLine(pincode)}
                      </chakra.span>
                    )}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
      </Box>
    </Box>
  );
}

function OrderItem({ line, onRemove, locked }: { line: CartLine; onRemove: () => void; locked: boolean }) {
  const { product } = line;
  return (
    <OrderLine
      line={cartLineBought(line)}
      testId="checkout-line"
      unavailable={
        line.inStock ? undefined : (
          <HStack gap="2" wrap="wrap">
            <Badge bg="blackAlpha.800" color="white">
              Out Of Stock
            </Badge>
            <Text fontSize="sm" color="brand.sale">
              Not included in your order
            </Text>
          </HStack>
        )
      }
      aside={
        <IconButton
          variant="ghost"
          size="sm"
          color="brand.sale"
          aria-label={`Remove ${product.name}`}
          onClick={onRemove}
          disabled={locked}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      }
    />
  );
}
