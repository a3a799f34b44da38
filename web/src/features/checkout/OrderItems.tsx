import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { Badge, Box, chakra, Flex, Grid, Heading, HStack, IconButton, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { DeliveryOption } from '../../__generated__/graphql';
import { formatRupees } from '../../shared/format';
import type { CartLine } from '../cart';
import { attributeLabel } from '../cart';
import { PLACEHOLDER_IMAGE } from '../catalog';

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
}

/** Checkout's order items: each line with its remove button, then the delivery options (Standard or Express, Free). */
export function OrderItems({ lines, delivery, onDeliveryChange, onRemove, locked }: OrderItemsProps) {
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
            {DELIVERY_OPTIONS.map((option) => (
              <RadioGroup.Item
                key={option.value}
                value={option.value}
                borderWidth="1px"
                borderColor={delivery === option.value ? 'brand.navy' : 'gray.200'}
                rounded="md"
                px="4"
                py="3"
                cursor="pointer"
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
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Box>
    </Box>
  );
}

function OrderItem({ line, onRemove, locked }: { line: CartLine; onRemove: () => void; locked: boolean }) {
  const { product, variant } = line;
  const colour = line.attributes.find((a) => a.name === 'color')?.value ?? variant?.color ?? null;
  const struck = line.compareAtPrice;
  return (
    <Box
      as="li"
      py="4"
      borderBottomWidth="1px"
      borderColor="gray.100"
      aria-label={product.name}
      data-testid="checkout-line"
      data-out-of-stock={line.inStock ? undefined : ''}
    >
      {/* On a phone the price and the remove button take a row under the text, which keeps the width. */}
      <Grid
        templateColumns={{ base: '4rem minmax(0, 1fr)', sm: '5rem minmax(0, 1fr) auto' }}
        columnGap={{ base: '3', sm: '4' }}
        rowGap="2"
        alignItems="start"
      >
        <Box
          gridRow={{ base: 'span 2', sm: 'auto' }}
          bg="brand.cream"
          rounded="sm"
          overflow="hidden"
          opacity={line.inStock ? 1 : 0.55}
        >
          <chakra.img
            src={variant?.images[0] ?? PLACEHOLDER_IMAGE}
            alt={colour ? `${product.name} in ${colour}` : product.name}
            width="80"
            height="100"
            w="full"
            h="auto"
            aspectRatio={4 / 5}
            objectFit="cover"
          />
        </Box>
        <Stack gap="1" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {product.name}
          </Text>
          {line.attributes.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {line.attributes.map((a) => `${attributeLabel(a.name)}: ${a.value}`).join(' · ')}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Qty: {line.quantity}
          </Text>
          {!line.inStock && (
            <HStack gap="2" wrap="wrap">
              <Badge bg="blackAlpha.800" color="white">
                Out Of Stock
              </Badge>
              <Text fontSize="sm" color="brand.sale">
                Not included in your order
              </Text>
            </HStack>
          )}
        </Stack>
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          align={{ base: 'center', sm: 'flex-end' }}
          justify={{ base: 'space-between', sm: 'flex-start' }}
          wrap="wrap"
          columnGap="3"
          rowGap="1"
          data-testid="line-prices"
        >
          <Box textAlign={{ base: 'start', sm: 'end' }}>
            <Text fontWeight="semibold" data-testid="line-total">
              {formatRupees(line.lineTotal)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {struck != null && (
                <chakra.s me="1.5" data-testid="line-retail">
                  {formatRupees(struck)}
                </chakra.s>
              )}
              {formatRupees(line.unitPrice)} each
            </Text>
          </Box>
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
        </Flex>
      </Grid>
    </Box>
  );
}
